import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestStrip } from '../../src/features/home/LatestStrip';
import { renderWithApp } from '../render';

/** An IntersectionObserver the test drives: what the browser would report as the row scrolls. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

function seen(target: Element, ratio: number): Partial<IntersectionObserverEntry> {
  return { target, intersectionRatio: ratio, isIntersecting: ratio > 0 };
}

describe('LatestStrip: the arrows of the Latest row', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  function renderStrip() {
    renderWithApp(
      <LatestStrip label="Latest" renderArrows={(arrows) => arrows}>
        <li>Night markets</li>
        <li>Tea hills</li>
        <li>Harbour walk</li>
      </LatestStrip>,
    );
    return {
      previous: screen.getByRole('button', { name: 'Previous stories' }),
      next: screen.getByRole('button', { name: 'More stories' }),
      observer: FakeObserver.last!,
    };
  }

  it('starts at the start, as the server renders it: no previous, a next', () => {
    const { previous, next } = renderStrip();
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
  });

  it('watches the first and the last card within the row, reading no layout', () => {
    const { observer } = renderStrip();
    expect(observer.targets.map((card) => card.textContent)).toEqual(['Night markets', 'Harbour walk']);
    expect(observer.options.root).toBe(screen.getByRole('group', { name: 'Latest' }));
  });

  it('disables each arrow at its end as the row scrolls, and enables it again away from it', () => {
    const { previous, next, observer } = renderStrip();
    const [first, last] = observer.targets as [Element, Element];
    act(() => observer.report([seen(first, 0.2), seen(last, 1)]));
    expect(previous).toHaveProperty('disabled', false);
    expect(next).toHaveProperty('disabled', true);
    act(() => observer.report([seen(first, 1), seen(last, 0.4)]));
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
  });

  it('counts a card as wholly in view a little short of a ratio of 1 (fractional widths)', () => {
    const { next, observer } = renderStrip();
    act(() => observer.report([seen(observer.targets[1]!, 0.97)]));
    expect(next).toHaveProperty('disabled', true);
  });
});
