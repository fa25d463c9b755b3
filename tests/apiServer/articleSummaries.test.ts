// @vitest-environment node
/**
 * Decision 111: an article row's `summary` is its reader document less the editions' bodies, the same whether the
 * rules wrote it (`readerColumns`) or migration 020 filled it for the articles a database already had.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/apiServer/migrate';
import type { Database } from '../../src/apiServer/database';
import { summaryText } from '../../src/rules/documents';
import { seedRows } from '../../mocks/seedRows';
import { freshDatabase } from './testApi';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrate(db);
});

afterAll(async () => {
  await db.close();
  await drop();
});

describe('an article summary', () => {
  it("keeps everything of the reader's document but the bodies, and is '' while there is no document", () => {
    const doc = JSON.stringify({ _id: 'a1', slug: 'x', data: { en: { title: 'T', content: '<p>Body</p>', description: 'D' } }, image: { path: 'p' } });
    expect(JSON.parse(summaryText(doc))).toEqual({ _id: 'a1', slug: 'x', data: { en: { title: 'T', description: 'D' } }, image: { path: 'p' } });
    expect(summaryText('')).toBe('');
  });

  it('is filled by migration 020 for the articles stored before it, as the rules write it', async () => {
    // The database as it was before migration 020, holding the demo magazine's articles.
    await db.script('ALTER TABLE articles DROP COLUMN summary; DELETE FROM schema_migrations WHERE version = 20;');
    const articles = seedRows(Date.now()).article ?? [];
    expect(articles.length).toBeGreaterThan(10);
    for (const row of articles) {
      await db.query('INSERT INTO articles (id, slug, category_id, doc, status) VALUES ($1, $2, $3, $4, $5)', [row.id, row.slug, row.categoryId, row.doc, row.status]);
    }
    await db.query("INSERT INTO articles (id, slug, category_id, doc, status) VALUES ('draft-1', '', 'cat_world', '', 'draft')");

    expect((await migrate(db)).applied.map((step) => step.version)).toEqual([20]);

    const { rows } = await db.query<{ id: string; summary: string }>('SELECT id, summary FROM articles');
    const written = new Map(articles.map((row) => [row.id, row.summary]));
    for (const { id, summary } of rows) {
      if (id === 'draft-1') expect(summary).toBe('');
      else expect(JSON.parse(summary), id).toEqual(JSON.parse(written.get(id) ?? 'null'));
    }
  });
});
