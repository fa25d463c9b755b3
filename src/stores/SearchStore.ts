import { makeAutoObservable } from 'mobx';
import type { Services } from './services';

/** SPEC §9: the search box pushes the query after a 200 ms debounce. */
export const SEARCH_DEBOUNCE_MS = 200;
/** SPEC §9: below this width the header is the mobile one. */
export const MOBILE_BREAKPOINT_PX = 768;


/** What SearchStore uses: the shared services. */
export type SearchDeps = Services;

/**
 * The header's search box (SPEC §4): opens and closes on the icon, closes on an outside click, and pushes the
 * query to /search — debounced — as the reader types.
 */
export class SearchStore {
  open = false;
  query = '';
  /**
   * How many results pages with their own box are on screen (0 or 1; a count so that a page leaving after the
   * next one arrived never hides the new one's). While one is, the header's icon leads to that box instead of
   * laying a second box over the page's heading, and a header box typed in hands over to it (issue 15 item 5:
   * the two never overlap).
   */
  private pageBoxes = 0;
  /**
   * Each time the results page's own box is to take the focus: `count` goes up; `select` says whether its words
   * are selected (the icon: type to search anew) or the caret goes to their end (a hand-over: typing goes on).
   */
  pageBoxCall = { count: 0, select: false };
  /** An input method is composing in the header's box: the focus must not move until it is done. */
  private composing = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The query this box last sent to /search, until the results page echoes it back. */
  private pushed: string | null = null;

  constructor(private readonly deps: SearchDeps) {
    makeAutoObservable<this, 'deps' | 'timer' | 'pushed' | 'pageBoxes' | 'composing'>(
      this,
      { deps: false, timer: false, pushed: false, pageBoxes: true, composing: false },
      { autoBind: true },
    );
  }

  /** SPEC §4: the icon opens or closes the box; on the results page, the page's own box is that box. */
  toggle(): void {
    if (!this.open && this.pageBoxes > 0) {
      this.pageBoxCall = { count: this.pageBoxCall.count + 1, select: true };
      return;
    }
    if (this.open) this.close();
    else this.open = true;
  }

  /** The results page shows its own box, until it calls what this returns (or `detachPageBox`). */
  attachPageBox(): () => void {
    this.pageBoxes += 1;
    this.handOver();
    return () => this.detachPageBox();
  }

  /** The header's box reports an input method's composition starting and ending. */
  setComposing(composing: boolean): void {
    this.composing = composing;
    if (!composing) this.handOver();
  }

  /**
   * The reader typed in the header's box and SPEC §4 brought them to the results page, which has its own box:
   * the header's closes and typing goes on in the page's, caret at the end. Never in the middle of a Chinese
   * input method's composition (moving the focus would cut it short): then at its end.
   */
  private handOver(): void {
    if (!this.open || this.pageBoxes === 0 || this.composing) return;
    this.open = false;
    this.pageBoxCall = { count: this.pageBoxCall.count + 1, select: false };
  }

  detachPageBox(): void {
    this.pageBoxes = Math.max(0, this.pageBoxes - 1);
  }

  get pageBoxShown(): boolean {
    return this.pageBoxes > 0;
  }

  close(): void {
    this.open = false;
    // A composition cut short by closing never reports its end.
    this.composing = false;
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
    this.deps.navigation.go(`/${this.deps.locale}/search?query=${encodeURIComponent(query)}`);
  }
}
