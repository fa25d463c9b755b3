/**
 * The desk's writers and topics (issue 25 item 7, docs/decisions/099): a writer's name in parts, address and
 * version beside the reader's document, every slug their page has had; a topic's version. Writers and topics from
 * before count as version 1, their current slugs recorded.
 */
export const migration = {
  version: 15,
  name: 'writers and topics',
  sql: /* sql */ `
ALTER TABLE authors ADD COLUMN names text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE authors ADD COLUMN email text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE authors ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE authors ADD COLUMN updated_at text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE authors ADD COLUMN updated_by text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE topics ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TABLE author_slugs (
  slug text COLLATE "C" PRIMARY KEY,
  author_id text COLLATE "C" NOT NULL DEFAULT '' REFERENCES authors (id) ON DELETE CASCADE,
  created_at text COLLATE "C" NOT NULL DEFAULT ''
);
CREATE INDEX author_slugs_author_id_idx ON author_slugs (author_id);

INSERT INTO author_slugs (slug, author_id, created_at)
  SELECT doc::json->>'slug', id, '' FROM authors WHERE doc <> '' AND coalesce(doc::json->>'slug', '') <> '';
`,
} as const;
