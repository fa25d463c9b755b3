/**
 * The media library (issue 25 item 3, docs/decisions/098): one row per picture or sound with its alt texts and
 * credit; the files stay where they were (`pictures`, `audio`). Existing uploads are not listed until used again.
 */
export const migration = {
  version: 14,
  name: 'media items',
  sql: /* sql */ `
CREATE TABLE media_items (
  id text COLLATE "C" PRIMARY KEY,
  kind text COLLATE "C" NOT NULL DEFAULT '',
  name text COLLATE "C" NOT NULL DEFAULT '',
  path text COLLATE "C" NOT NULL DEFAULT '',
  image text COLLATE "C" NOT NULL DEFAULT '',
  type text COLLATE "C" NOT NULL DEFAULT '',
  size integer NOT NULL DEFAULT 0,
  alt text COLLATE "C" NOT NULL DEFAULT '',
  credit text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0,
  created_by text COLLATE "C" NOT NULL DEFAULT '',
  updated_at bigint NOT NULL DEFAULT 0,
  updated_by text COLLATE "C" NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX media_items_path_idx ON media_items (path);
CREATE INDEX media_items_created_at_idx ON media_items (created_at, id);
`,
} as const;
