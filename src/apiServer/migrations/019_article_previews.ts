/**
 * Private preview links of articles (issue 25 item 10, docs/decisions/105): the token's hash, who made the link,
 * until when it works, and when it was revoked. A link leaves with its article.
 */
export const migration = {
  version: 19,
  name: 'article previews',
  sql: /* sql */ `
CREATE TABLE article_previews (
  id text COLLATE "C" PRIMARY KEY,
  token_hash text COLLATE "C" NOT NULL DEFAULT '' UNIQUE,
  article_id text COLLATE "C" NOT NULL DEFAULT '' REFERENCES articles (id) ON DELETE CASCADE,
  created_by text COLLATE "C" NOT NULL DEFAULT '',
  created_by_name text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL DEFAULT 0,
  revoked_at bigint
);
CREATE INDEX article_previews_article_id_idx ON article_previews (article_id, created_at DESC);
`,
} as const;
