/**
 * A contribution starts a draft story (issue 25 item 5, docs/decisions/104): the contribution keeps the story it
 * started, and a library item the contribution it came from.
 */
export const migration = {
  version: 18,
  name: 'contribution drafts',
  sql: /* sql */ `
ALTER TABLE contributions ADD COLUMN article_id text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE media_items ADD COLUMN source_id text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX media_items_source_id_idx ON media_items (source_id) WHERE source_id <> '';
`,
} as const;
