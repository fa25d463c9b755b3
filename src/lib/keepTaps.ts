/** What the page says while a kept tap waits for the app, in the page's language. */
export interface KeptTapTexts {
  /** Shown and announced from the first kept tap until the app does what was asked. */
  readonly waiting: string;
  /** The app's files could not be loaded (offline): the page stays readable and the next tap tries again. */
  readonly failed: string;
}

/**
 * Where the page keeps its keeper (on `window`), for the loader at the end of the page to tell it the app did not
 * come (src/server/template.ts).
 */
export const TAP_KEEPER_GLOBAL = 'huanyuTapKeeper';

/** What the page's loader and the app can tell the keeper. */
export interface TapKeeper {
  /**
   * The app's files did not load (the loader tries again on the next tap: `again`), or the app could not start (it
   * will not come: the keeper stops keeping taps). Either way the page says so and the kept tap is forgotten.
   */
  readonly failed: (again?: boolean) => void;
  /**
   * Stops keeping taps and hands over the last one kept (to pass on), if any: the Lite page's own script takes over
   * once it runs (src/lite/main.ts), so its menu and search answer a tap made before it came.
   */
  readonly take: () => (() => void) | null;
}

/** The page's keeper, if its head started one (the app's start and the Lite script tell it what happened). */
export function pageTapKeeper(): TapKeeper | undefined {
  return (window as unknown as Partial<Record<typeof TAP_KEEPER_GLOBAL, TapKeeper>>)[TAP_KEEPER_GLOBAL];
}

/** How long a tap is kept at the most: an app that has not come by then is not coming (a render failed). */
export const KEPT_TAP_LIMIT_MS = 30_000;

/**
 * The full page's first taps (issue 27 item 2). The server's HTML is complete and painted long before the app has
 * hydrated it: its scripts start only after the page has loaded (src/server/template.ts `loader`), and on a slow
 * phone that is seconds. A tap on Join, Log in, Like or a poll's option in that time reached a button with no
 * handler yet and was lost. Until the app says it is ready (`readyEvent`: hydrated, and it knows who the reader is),
 * this keeps the reader's last tap on a button of the page, or a form sent that only the app can send, shows and
 * announces that it is on its way, and then passes it on to the same element (hydration keeps the nodes; one
 * replaced since, by one of the same kind saying the same, is found at its place). If the app fails, or has not
 * come within `limitMs` of a tap, the page says so and taps go as they are. Links, and forms the server answers (an
 * `action`: the search box), go on as they are. Nothing inside the app's root is changed, so hydration finds the
 * server's HTML as it was. On a Lite page it keeps taps only until the Lite script has come and takes them over
 * (`take`), passing them to its own widgets or to the app it loads on intent (src/lite/main.ts).
 *
 * It runs from the page's first bytes (an inline script in the head, before the body exists) and is sent as its own
 * source text: it closes over nothing, naming only its parameters and the browser's globals, and its text has no
 * `<` (tests/lib/keepTaps.test.ts runs that text).
 */
export function keepTaps(readyEvent: string, texts: KeptTapTexts, noteClass: string, limitMs: number): TapKeeper {
  const page = document.documentElement;
  let kept: (() => void) | null = null;
  let note: HTMLElement | null = null;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let saying = '';
  const say = (text: string) => {
    saying = text;
    if (note) {
      note.textContent = text;
      return;
    }
    // The live region is in the page before its text: a screen reader then announces the text as it comes.
    const made = document.createElement('div');
    made.className = noteClass;
    made.setAttribute('role', 'status');
    document.body.append(made);
    note = made;
    setTimeout(() => (made.textContent = saying), 50);
  };
  const placeOf = (element: Element, root: Element) => {
    const place: number[] = [];
    for (let at: Element = element; at !== root && at.parentElement; at = at.parentElement) place.unshift([...at.parentElement.children].indexOf(at));
    return place;
  };
  const hold = (event: Event, target: Element, root: Element, again: (element: Element) => void) => {
    event.preventDefault();
    event.stopPropagation();
    const place = placeOf(target, root);
    kept = () => {
      let now: Element | null | undefined = target;
      if (!target.isConnected) {
        now = root;
        for (const index of place) now = now?.children[index];
      }
      // Only the same control: of the same kind, saying the same (never another button that took its place).
      const same = (element: Element) => [element.tagName, element.getAttribute('aria-label'), element.textContent];
      if (now && same(now).join('|') === same(target).join('|')) again(now);
    };
    page.setAttribute('data-tap', 'waiting');
    say(texts.waiting);
    clearTimeout(limit);
    limit = setTimeout(() => failed(false), limitMs);
  };
  const onClick = (event: Event) => {
    const root = document.getElementById('root');
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!root || !button || !root.contains(button) || (button.type === 'submit' && button.form?.hasAttribute('action'))) return;
    hold(event, button, root, (element) => (element as HTMLElement).click());
  };
  const onSubmit = (event: Event) => {
    const root = document.getElementById('root');
    const form = event.target;
    if (!root || !(form instanceof HTMLFormElement) || !root.contains(form) || form.hasAttribute('action')) return;
    hold(event, form, root, (element) => (element as HTMLFormElement).requestSubmit());
  };
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  /** The keeper stops, and hands over what it kept. */
  const take = () => {
    clearTimeout(limit);
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    page.removeAttribute('data-tap');
    note?.remove();
    note = null;
    const action = kept;
    kept = null;
    return action;
  };
  addEventListener(readyEvent, () => take()?.(), { once: true });
  const failed = (again = true) => {
    if (!again) take();
    clearTimeout(limit);
    kept = null;
    page.removeAttribute('data-tap');
    say(texts.failed);
  };
  return { failed, take };
}
