import { describe, expect, it } from 'vitest';
import { laterUpdate } from '../../src/lib/updatedAt';

const PUBLISHED = '2026-11-10T08:00:00.000Z';

describe('a story’s update worth telling', () => {
  it('is its updatedAt when later than publication', () => {
    expect(laterUpdate(PUBLISHED, '2026-11-11T10:00:00.000Z')).toBe('2026-11-11T10:00:00.000Z');
  });

  it('is nothing when there is none, when it is the publication itself, or earlier, or not a date', () => {
    expect(laterUpdate(PUBLISHED, undefined)).toBeUndefined();
    expect(laterUpdate(PUBLISHED, PUBLISHED)).toBeUndefined();
    expect(laterUpdate(PUBLISHED, '2026-11-09T08:00:00.000Z')).toBeUndefined();
    expect(laterUpdate(PUBLISHED, 'soon')).toBeUndefined();
  });
});
