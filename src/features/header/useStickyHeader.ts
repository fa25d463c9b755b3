import { useEffect, type RefObject } from 'react';

/**
 * Keeps the section bar reachable while a reader scrolls: the whole masthead is `position: sticky` with a negative
 * top equal to the height of what sits above the bar, so the top bar and banner scroll away and the bar stays.
 * That height depends on the banner, the wrapping of the top bar and the font, so it is measured (and measured
 * again on every resize). The bar's height also becomes the page's scroll padding, so nothing scrolled into
 * view — a focused field, a restored place, a #fragment — ends up under it. Until this runs (server HTML, before
 * hydration) the masthead simply scrolls with the page.
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const masthead = header.current;
    const sectionBar = bar.current;
    if (!masthead || !sectionBar) return undefined;
    const root = document.documentElement;
    const measure = () => {
      // Both read before either is written: a write between them would force a second style and layout pass.
      const stick = -sectionBar.offsetTop;
      const height = sectionBar.offsetHeight;
      // Written as the properties themselves, not as custom properties: a custom property on <html> is inherited by
      // every element, and changing it made the browser restyle the whole page (32 ms at a phone's speed).
      masthead.style.top = `${stick}px`;
      root.style.scrollPaddingTop = `calc(${height}px + var(--space-2))`;
    };
    // The first measure too: an observer reports once after the next layout, so hydration forces none.
    const resized = new ResizeObserver(measure);
    resized.observe(masthead);
    return () => {
      resized.disconnect();
      masthead.style.removeProperty('top');
      root.style.removeProperty('scroll-padding-top');
    };
  }, [header, bar]);
}
