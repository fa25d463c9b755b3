import { expect } from 'storybook/test';
import { SEED_ADMIN, SEED_CONTRIBUTOR } from '../../../../mocks/seedDb';
import { storyStore } from '../../../decorators';

/** The desk's stories start signed out (the guard shows the sign-in); this signs the seeded editor in. */
export async function signInAsEditor(): Promise<void> {
  await expect(await storyStore().admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
}

/** Signs the seeded contributor in: a desk of drafts of their own, nothing published (docs/decisions/089). */
export async function signInAsContributor(): Promise<void> {
  await expect(await storyStore().admin.signIn({ email: SEED_CONTRIBUTOR.email, password: SEED_CONTRIBUTOR.password })).toBeUndefined();
}

/**
 * A desk table on a phone: every row is a card that fits the region holding it (nothing to scroll sideways), and
 * every cell but the row's heading names its column, as its header says it.
 */
export async function expectRowsAsCards(table: HTMLElement): Promise<void> {
  const region = table.parentElement!;
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent ?? '');
  const rows = [...table.querySelectorAll('tbody tr')];
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    await expect(getComputedStyle(row).display).toBe('grid');
    const cells = [...row.querySelectorAll('td')];
    // The heading cell is the card's title; the others are labelled with the headers after it, in order, drawn.
    await expect(cells.map((cell) => cell.dataset.label)).toEqual(headers.slice(1));
    for (const cell of cells) await expect(getComputedStyle(cell, '::before').content).not.toMatch(/^(none|normal)$/);
  }
}
