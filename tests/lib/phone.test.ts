import { describe, expect, it } from 'vitest';
import { formatPhone, MAX_PHONE_DIGITS, parsePhoneInput, payloadPhone } from '../../src/lib/phone';

describe('phone input (SPEC §5: digits only; (xxx) xxx-xxxx once a dial code is chosen)', () => {
  it('keeps only the digits of what is typed or pasted, at most 15', () => {
    expect(parsePhoneInput('(415) 555-0101')).toBe('4155550101');
    expect(parsePhoneInput('abc 12-3')).toBe('123');
    expect(parsePhoneInput(undefined)).toBe('');
    expect(parsePhoneInput('1'.repeat(20))).toHaveLength(MAX_PHONE_DIGITS);
  });

  it('lays the digits out only when a dial code is chosen', () => {
    expect(formatPhone('4155550101', undefined)).toBe('4155550101');
    expect(formatPhone('4', '+1')).toBe('(4');
    expect(formatPhone('4155', '+1')).toBe('(415) 5');
    expect(formatPhone('4155550101', '+1')).toBe('(415) 555-0101');
    expect(formatPhone('', '+1')).toBe('');
  });

  it('sends the dial code, a space, then the number (SPEC §3)', () => {
    expect(payloadPhone('4155550101', '+1')).toBe('+1 (415) 555-0101');
    expect(payloadPhone('4155550101', undefined)).toBe('4155550101');
    expect(payloadPhone('', '+1')).toBeUndefined();
  });
});
