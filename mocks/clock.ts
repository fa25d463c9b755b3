/** The mock server's clock: real time, unless a test or story fixes it. */
let fixed: number | null = null;

export function mockNow(): number {
  return fixed ?? Date.now();
}

export function setMockNow(value: number | null): void {
  fixed = value;
}

/** The day the seed was written: seeded poll deadlines keep their distance from "now" (mocks/seedDb.ts). */
export const SEED_EPOCH = Date.UTC(2026, 10, 22);
