/**
 * An article's reader document without its bodies, beside the whole one (docs/decisions/111): the home page, a
 * section's list, a front and "related" read every card of many stories and none of their texts. Filled here for
 * the articles there are, as `summaryText` (src/rules/documents.ts) writes it from then on: the same JSON less each
 * edition's `content`.
 */
export const migration = {
  version: 20,
  name: 'article summaries',
  sql: /* sql */ `
ALTER TABLE articles ADD COLUMN summary text COLLATE "C" NOT NULL DEFAULT '';
UPDATE articles
SET summary = jsonb_set(
  doc::jsonb,
  '{data}',
  (SELECT coalesce(jsonb_object_agg(edition.key, edition.value - 'content'), '{}'::jsonb) FROM jsonb_each(doc::jsonb -> 'data') AS edition)
)::text
WHERE doc <> '';
`,
} as const;
