import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** SPEC §9: the search box pushes the query after a 200 ms debounce. */
export const SEARCH_DEBOUNCE_MS = 200;
/** SPEC §9: below this width the header is the mobile one. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * The header's search box (SPEC §4): opens and closes on the icon, closes on an outside click, and pushes the
 * query to /search — debounced — as the reader types.
 */
export class SearchStore {
  open = false;
  query = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The query this box last sent to /search, until the results page echoes it back. */
  private pushed: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'timer' | 'pushed'>(this, { root: false, timer: false, pushed: false }, { autoBind: true });
  }

  toggle(): void {
    this.open = !this.open;
  }

  close(): void {
    this.open = false;
  }

  /** The reader typed: the results page follows after the debounce (SPEC §4, on mobile and desktop alike). */
  setQuery(query: string): void {
    this.query = query;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.push(), SEARCH_DEBOUNCE_MS);
  }

  /** Enter: no need to wait for the debounce. */
  submit(): void {
    clearTimeout(this.timer);
    this.push();
  }

  /**
   * The results page sets the box from its URL, so the box and the page agree. The URL of this box's own push
   * is the exception: the page loads after the debounce, and what the reader typed meanwhile must stay.
   */
  syncFromUrl(query: string): void {
    const echo = this.pushed !== null && query.trim() === this.pushed;
    this.pushed = null;
    if (!echo) this.query = query;
  }

  private push(): void {
    const query = this.query.trim();
    if (!query) return;
    this.pushed = query;
    this.root.navigation.go(`/${this.root.locale}/search?query=${encodeURIComponent(query)}`);
  }
}
