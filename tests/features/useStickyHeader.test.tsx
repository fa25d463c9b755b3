import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStickyHeader } from '../../src/features/header/useStickyHeader';

/** A ResizeObserver the test drives: the browser reports once after layout, then on every resize. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(readonly report: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

function Masthead() {
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLElement>(null);
  useStickyHeader(header, bar);
  return (
    <header ref={header}>
      <p>Tuesday 24 November</p>
      <nav ref={bar}>Sections</nav>
    </header>
  );
}

function place(element: Element, offsetTop: number, offsetHeight: number) {
  Object.defineProperty(element, 'offsetTop', { configurable: true, value: offsetTop });
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: offsetHeight });
}

describe('useStickyHeader', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('reads no layout while the page hydrates: it measures when the observer first reports', () => {
    const { container } = render(<Masthead />);
    const header = container.querySelector('header')!;
    expect(FakeResizeObserver.last?.targets).toEqual([header]);
    expect(header.style.top).toBe('');
  });

  it('sticks the masthead by the height above the section bar and pads scrolling by the bar, again on a resize', () => {
    const { container, unmount } = render(<Masthead />);
    const header = container.querySelector('header')!;
    const bar = container.querySelector('nav')!;
    place(bar, 96, 48);
    act(() => FakeResizeObserver.last!.report());
    expect(header.style.top).toBe('-96px');
    expect(document.documentElement.style.scrollPaddingTop).toBe('calc(48px + var(--space-2))');
    place(bar, 120, 44);
    act(() => FakeResizeObserver.last!.report());
    expect(header.style.top).toBe('-120px');
    expect(document.documentElement.style.scrollPaddingTop).toBe('calc(44px + var(--space-2))');
    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
  });
});
