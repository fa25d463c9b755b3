/**
 * Revisions and safe URLs (issue 25, item 4): an article's revisions, every alias it holds or held (one table, so
 * one key makes an alias one article's whether it is current or old), and which revision readers see. Every alias
 * in use before this migration is recorded as one readers reached, so it keeps answering once it is changed.
 */
export const migration = {
  version: 2,
  name: 'article revisions and aliases',
  sql: /* sql */ `
ALTER TABLE articles ADD COLUMN live_revision integer NOT NULL DEFAULT 0;
ALTER TABLE articles ADD COLUMN pending_update boolean NOT NULL DEFAULT false;

CREATE TABLE article_revisions (
  id text COLLATE "C" PRIMARY KEY,
  article_id text COLLATE "C" NOT NULL DEFAULT '',
  number integer NOT NULL DEFAULT 0,
  kind text COLLATE "C" NOT NULL DEFAULT '',
  restored_from integer NOT NULL DEFAULT 0,
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  created_by text COLLATE "C" NOT NULL DEFAULT '',
  doc text COLLATE "C" NOT NULL DEFAULT '',
  CONSTRAINT article_revisions_article_id_number_key UNIQUE (article_id, number)
);

CREATE TABLE article_aliases (
  alias text COLLATE "C" PRIMARY KEY,
  article_id text COLLATE "C" NOT NULL DEFAULT '',
  live boolean NOT NULL DEFAULT false,
  created_at text COLLATE "C" NOT NULL DEFAULT ''
);

ALTER TABLE article_revisions ADD CONSTRAINT article_revisions_article_id_fkey FOREIGN KEY (article_id) REFERENCES articles (id) ON DELETE CASCADE;
ALTER TABLE article_aliases ADD CONSTRAINT article_aliases_article_id_fkey FOREIGN KEY (article_id) REFERENCES articles (id) ON DELETE CASCADE;
CREATE INDEX article_aliases_article_id_idx ON article_aliases (article_id);

INSERT INTO article_aliases (alias, article_id, live, created_at)
  SELECT slug, id, doc <> '', updated_at FROM articles WHERE slug <> '';
`,
} as const;
