import { describe, expect, it } from 'vitest';
import { clockDuration } from '../../src/lib/duration';

describe('clockDuration: a clip length as players write it', () => {
  it('writes minutes and two-digit seconds under an hour', () => {
    expect(clockDuration(5)).toBe('0:05');
    expect(clockDuration(200)).toBe('3:20');
    expect(clockDuration(3599)).toBe('59:59');
  });

  it('adds the hours, with two-digit minutes, from an hour', () => {
    expect(clockDuration(3600)).toBe('1:00:00');
    expect(clockDuration(3725)).toBe('1:02:05');
  });

  it('rounds fractions of a second and never goes below zero', () => {
    expect(clockDuration(59.6)).toBe('1:00');
    expect(clockDuration(-3)).toBe('0:00');
  });
});
