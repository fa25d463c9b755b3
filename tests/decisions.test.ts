import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records (docs/decisions/NNN-title.md) say whether they still hold, so a newcomer never follows a
// superseded one: "**Status.** accepted" (or "Status: accepted", optionally with a note) or "superseded by NNN".
const folder = join(process.cwd(), 'docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('decision records', () => {
  it('are numbered once each', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  // One decision each, said shortly (issue 26: the Guardian's run about 100 words); numbers and status notes go in
  // the closing notes of the stop that took them.
  it.each(records)('%s is one decision, in at most 300 words', (name) => {
    const words = readFileSync(join(folder, name), 'utf8').split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThanOrEqual(300);
  });

  it.each(records)('%s has a status', (name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    const status = /^(?:\*\*Status\.\*\*|Status:) (.+)$/m.exec(text)?.[1];
    expect(status, `${name} needs a "**Status.** accepted" line`).toMatch(/^(accepted|superseded by \d{3})\b/);
    const superseding = /^superseded by (\d{3})/.exec(status ?? '')?.[1];
    if (superseding) expect(records.some((other) => other.startsWith(superseding))).toBe(true);
  });
});
