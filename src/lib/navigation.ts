/** How stores move the reader around, injected: the browser's location in the app, a recorder in tests. */
export interface Navigation {
  /** The current path with its query string, e.g. '/en/travel-in-autumn?x=1'. */
  current(): string;
  /** Client-side navigation (no reload). */
  go(path: string): void;
  /** Client-side navigation that replaces the current history entry. */
  replace(path: string): void;
  /** A full page load of `path` (SPEC §4: after sign-in, go to redirectUrl and reload). */
  load(path: string): void;
  reload(): void;
  /** How far down the page the reader has scrolled, in CSS pixels. */
  scrollY(): number;
  /** Scrolls the page to `y` (instantly: the reader is put back, not shown a journey). */
  scrollTo(y: number): void;
}

export function browserNavigation(go: (path: string, options?: { replace?: boolean }) => void): Navigation {
  return {
    current: () => `${window.location.pathname}${window.location.search}`,
    go: (path) => go(path),
    replace: (path) => go(path, { replace: true }),
    load: (path) => window.location.assign(path),
    reload: () => window.location.reload(),
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo({ top: y, behavior: 'instant' }),
  };
}

/** Records what a store asked for, for tests and stories. */
export class RecordingNavigation implements Navigation {
  readonly visits: { kind: 'go' | 'replace' | 'load' | 'reload'; path: string }[] = [];

  /** Where the page is scrolled to: tests set it, and see where a store put it. */
  scrolled = 0;

  constructor(private path = '/en/') {}

  scrollY(): number {
    return this.scrolled;
  }

  scrollTo(y: number): void {
    this.scrolled = y;
  }

  current(): string {
    return this.path;
  }

  go(path: string): void {
    this.path = path;
    this.visits.push({ kind: 'go', path });
  }

  replace(path: string): void {
    this.path = path;
    this.visits.push({ kind: 'replace', path });
  }

  load(path: string): void {
    this.path = path;
    this.visits.push({ kind: 'load', path });
  }

  reload(): void {
    this.visits.push({ kind: 'reload', path: this.path });
  }
}

/**
 * A mailed link's token, taken out of the address (the first of `names` present): the address is replaced without
 * it, so a reload or a shared URL does not use it twice. Null when the address carries none.
 */
export function takeLinkToken<N extends string>(navigation: Navigation, names: readonly N[]): { readonly name: N; readonly token: string } | null {
  const [path = '/', query = ''] = navigation.current().split('?');
  const params = new URLSearchParams(query);
  const name = names.find((candidate) => params.get(candidate));
  if (!name) return null;
  const token = params.get(name) ?? '';
  params.delete(name);
  const rest = params.toString();
  navigation.replace(`${path}${rest ? `?${rest}` : ''}`);
  return { name, token };
}
