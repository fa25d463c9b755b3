/**
 * The demo magazine's accounts have public passwords (README). Outside local mode the API refuses to start while
 * any of them still signs in with its published password, so a demo database copied to production cannot be
 * entered by anyone who read the README.
 */
import { verifyPasswordSync } from '../rules/passwords';
import type { Store } from '../rules/ports';

/** The README's accounts. Kept here, not imported from the seed: production code carries no seed. */
const PUBLISHED = [
  ['admin', 'editor@huanyu.example', 'admin-pass-1'],
  ['admin', 'desk@huanyu.example', 'admin-pass-2'],
  ['admin', 'news@huanyu.example', 'admin-pass-3'],
  ['admin', 'writer@huanyu.example', 'admin-pass-4'],
  ['user', 'reader@example.com', 'correct-horse-1'],
  ['user', 'xiaoming@example.com', 'correct-horse-2'],
  ['user', 'unverified@example.com', 'correct-horse-3'],
  ['user', 'meiling@example.com', 'correct-horse-4'],
] as const;

/** The addresses whose published password still works. */
export async function openDemoAccounts(store: Store): Promise<string[]> {
  const open: string[] = [];
  for (const [table, email, password] of PUBLISHED) {
    const row = await store.first(table, { email });
    if (row && verifyPasswordSync(password, row.passwordHash)) open.push(email);
  }
  return open;
}
