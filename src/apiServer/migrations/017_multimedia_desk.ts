/**
 * The desk's videos and galleries (issue 25 item 7, docs/decisions/103): each `media` row gets a version (the desk's
 * conflicts) and who changed it last. Items from before count as version 1.
 */
export const migration = {
  version: 17,
  name: 'multimedia desk',
  sql: /* sql */ `
ALTER TABLE media
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at text COLLATE "C" NOT NULL DEFAULT '',
  ADD COLUMN updated_by text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX media_published_at_idx ON media (published_at DESC, id);
`,
} as const;
