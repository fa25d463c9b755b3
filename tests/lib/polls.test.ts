import { describe, expect, it } from 'vitest';
import { pollIsClosed, pollPercentages, pollTimeLeft } from '../../src/lib/polls';

describe('poll arithmetic', () => {
  it('the countdown: whole days and hours left by the clock, nothing once ended', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(pollTimeLeft('2026-12-03T12:00:00.000Z', now)).toEqual({ days: 11, hours: 2 });
    expect(pollTimeLeft('2026-11-22T10:59:59.000Z', now)).toEqual({ days: 0, hours: 0 });
    expect(pollTimeLeft('2026-11-23T09:30:00.000Z', now)).toEqual({ days: 0, hours: 23 });
    expect(pollTimeLeft('2026-11-22T10:00:00.000Z', now)).toBeNull();
    expect(pollTimeLeft('2026-11-10T12:00:00.000Z', now)).toBeNull();
    expect(pollTimeLeft('not a date', now)).toBeNull();
  });

  it('a poll is closed by the server’s word or by the clock', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(pollIsClosed({ closed: true, endsAt: '2026-12-03T12:00:00.000Z' }, now)).toBe(true);
    expect(pollIsClosed({ closed: false, endsAt: '2026-11-22T09:00:00.000Z' }, now)).toBe(true);
    expect(pollIsClosed({ closed: false, endsAt: '2026-12-03T12:00:00.000Z' }, now)).toBe(false);
  });

  it('percentages are whole numbers that add up to 100, and 0 when nobody voted', () => {
    const variants = (votes: number[]) => ({
      variants: votes.map((count, index) => ({ _id: `v${index}`, votes: count, data: { en: { text: '' }, 'zh-cn': { text: '' }, 'zh-tw': { text: '' } } })),
    });
    const thirds = pollPercentages(variants([1, 1, 1]));
    expect([...thirds.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect([...thirds.values()].sort()).toEqual([33, 33, 34]);
    expect([...pollPercentages(variants([214, 176, 139, 88, 57])).values()]).toEqual([32, 26, 21, 13, 8]);
    expect([...pollPercentages(variants([0, 0])).values()]).toEqual([0, 0]);
  });
});
