/** SPEC §5: the phone input keeps digits only and, once a dial code is chosen, reads (xxx) xxx-xxxx. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function formatPhone(value: string, dialCode: string | undefined): string {
  const digits = phoneDigits(value);
  if (!dialCode) return digits;
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  const rest = digits.slice(10);
  if (digits.length <= 3) return digits.length === 0 ? '' : `(${area}`;
  if (digits.length <= 6) return `(${area}) ${prefix}`;
  return `(${area}) ${prefix}-${line}${rest}`;
}

/** SPEC §3 sign-up payload: the dial code, a space, then the number. */
export function payloadPhone(value: string | undefined, dialCode: string | undefined): string | undefined {
  const digits = phoneDigits(value ?? '');
  if (!digits) return undefined;
  return dialCode ? `${dialCode} ${formatPhone(digits, dialCode)}` : digits;
}

/** E.164 allows at most 15 digits in a whole number; a national number has fewer. */
export const MAX_PHONE_DIGITS = 15;

/** What the phone box keeps of what the reader typed or pasted: its digits, at most MAX_PHONE_DIGITS. */
export function parsePhoneInput(value: string | undefined): string {
  return phoneDigits(value ?? '').slice(0, MAX_PHONE_DIGITS);
}
