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
  /**
   * How many results pages with their own box are on screen (0 or 1; a count so that a page leaving after the
   * next one arrived never hides the new one's). While one is, the header's icon leads to that box instead of
   * laying a second box over the page's heading (issue 15 item 5: the two never overlap).
   */
  private pageBoxes = 0;
  /** Goes up each time the header's icon asks the results page's own box to take the focus. */
  pageBoxCalls = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The query this box last sent to /search, until the results page echoes it back. */
  private pushed: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'timer' | 'pushed' | 'pageBoxes'>(
      this,
      { root: false, timer: false, pushed: false, pageBoxes: true },
      { autoBind: true },
    );
  }

  /** SPEC §4: the icon opens or closes the box; on the results page, the page's own box is that box. */
  toggle(): void {
    if (!this.open && this.pageBoxes > 0) {
      this.pageBoxCalls += 1;
      return;
    }
    this.open = !this.open;
  }

  /** The results page shows its own box, until it calls what this returns (or `detachPageBox`). */
  attachPageBox(): () => void {
    this.pageBoxes += 1;
    return () => this.detachPageBox();
  }

  detachPageBox(): void {
    this.pageBoxes = Math.max(0, this.pageBoxes - 1);
  }

  get pageBoxShown(): boolean {
    return this.pageBoxes > 0;
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
