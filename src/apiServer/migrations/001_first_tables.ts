/**
 * The first tables: every table of src/rules/schema.ts (tests/apiServer/schema.test.ts compares the two), their
 * unique keys, the foreign keys that make deletes cascade, the indexes the rules' queries use, and the file store.
 * Text columns sort by code point (COLLATE "C"), as the mock's JavaScript compares strings.
 */
export const migration = {
  version: 1,
  name: 'the first tables',
  sql: /* sql */ `
CREATE TABLE users (
  id text COLLATE "C" PRIMARY KEY,
  email text COLLATE "C" NOT NULL DEFAULT '',
  user_name text COLLATE "C" NOT NULL DEFAULT '',
  user_name_key text COLLATE "C" NOT NULL DEFAULT '',
  password_hash text COLLATE "C" NOT NULL DEFAULT '',
  first_name text COLLATE "C" NOT NULL DEFAULT '',
  last_name text COLLATE "C" NOT NULL DEFAULT '',
  country text COLLATE "C" NOT NULL DEFAULT '',
  city text COLLATE "C" NOT NULL DEFAULT '',
  phone text COLLATE "C" NOT NULL DEFAULT '',
  gender text COLLATE "C" NOT NULL DEFAULT '',
  birthdate bigint,
  hobby text COLLATE "C" NOT NULL DEFAULT '',
  locale text COLLATE "C" NOT NULL DEFAULT '',
  verified boolean NOT NULL DEFAULT false,
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  draft text COLLATE "C" NOT NULL DEFAULT '',
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_user_name_key_key UNIQUE (user_name_key)
);

CREATE TABLE sessions (
  token_hash text COLLATE "C" PRIMARY KEY,
  id text COLLATE "C" NOT NULL DEFAULT '',
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  expires_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE mail_tokens (
  token_hash text COLLATE "C" PRIMARY KEY,
  kind text COLLATE "C" NOT NULL DEFAULT '',
  subject text COLLATE "C" NOT NULL DEFAULT '',
  expires_at bigint NOT NULL DEFAULT 0,
  used_at bigint
);

CREATE TABLE likes (
  id text COLLATE "C" PRIMARY KEY,
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  target_kind text COLLATE "C" NOT NULL DEFAULT '',
  target_id text COLLATE "C" NOT NULL DEFAULT '',
  drafted boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL DEFAULT 0,
  CONSTRAINT likes_user_id_target_kind_target_id_key UNIQUE (user_id, target_kind, target_id)
);

CREATE TABLE comments (
  id text COLLATE "C" PRIMARY KEY,
  target_kind text COLLATE "C" NOT NULL DEFAULT '',
  target_id text COLLATE "C" NOT NULL DEFAULT '',
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  user_name text COLLATE "C" NOT NULL DEFAULT '',
  text text COLLATE "C" NOT NULL DEFAULT '',
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  base_likes integer NOT NULL DEFAULT 0,
  hidden boolean NOT NULL DEFAULT false,
  moderated_action text COLLATE "C" NOT NULL DEFAULT '',
  moderated_by text COLLATE "C" NOT NULL DEFAULT '',
  moderated_at text COLLATE "C" NOT NULL DEFAULT '',
  deleted_at text COLLATE "C" NOT NULL DEFAULT '',
  deleted_by text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE votes (
  id text COLLATE "C" PRIMARY KEY,
  poll_id text COLLATE "C" NOT NULL DEFAULT '',
  variant_id text COLLATE "C" NOT NULL DEFAULT '',
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  locale text COLLATE "C" NOT NULL DEFAULT '',
  path text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0,
  CONSTRAINT votes_poll_id_user_id_key UNIQUE (poll_id, user_id)
);

CREATE TABLE subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  email text COLLATE "C" NOT NULL DEFAULT '',
  first_name text COLLATE "C" NOT NULL DEFAULT '',
  last_name text COLLATE "C" NOT NULL DEFAULT '',
  phone text COLLATE "C" NOT NULL DEFAULT '',
  locale text COLLATE "C" NOT NULL DEFAULT '',
  comment text COLLATE "C" NOT NULL DEFAULT '',
  confirmed boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL DEFAULT 0,
  CONSTRAINT subscriptions_email_key UNIQUE (email)
);

CREATE TABLE contact_messages (
  id text COLLATE "C" PRIMARY KEY,
  email text COLLATE "C" NOT NULL DEFAULT '',
  first_name text COLLATE "C" NOT NULL DEFAULT '',
  last_name text COLLATE "C" NOT NULL DEFAULT '',
  phone text COLLATE "C" NOT NULL DEFAULT '',
  comment text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE contributions (
  id text COLLATE "C" PRIMARY KEY,
  email text COLLATE "C" NOT NULL DEFAULT '',
  first_name text COLLATE "C" NOT NULL DEFAULT '',
  last_name text COLLATE "C" NOT NULL DEFAULT '',
  phone text COLLATE "C" NOT NULL DEFAULT '',
  comment text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE contribution_files (
  id text COLLATE "C" PRIMARY KEY,
  contribution_id text COLLATE "C" NOT NULL DEFAULT '',
  name text COLLATE "C" NOT NULL DEFAULT '',
  size integer NOT NULL DEFAULT 0,
  type text COLLATE "C" NOT NULL DEFAULT '',
  file_key text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE mails (
  id text COLLATE "C" PRIMARY KEY,
  "to" text COLLATE "C" NOT NULL DEFAULT '',
  kind text COLLATE "C" NOT NULL DEFAULT '',
  subject text COLLATE "C" NOT NULL DEFAULT '',
  text text COLLATE "C" NOT NULL DEFAULT '',
  link text COLLATE "C" NOT NULL DEFAULT '',
  sent_at text COLLATE "C" NOT NULL DEFAULT '',
  delivered_at bigint,
  attempts integer NOT NULL DEFAULT 0,
  retry_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE admins (
  id text COLLATE "C" PRIMARY KEY,
  email text COLLATE "C" NOT NULL DEFAULT '',
  name text COLLATE "C" NOT NULL DEFAULT '',
  password_hash text COLLATE "C" NOT NULL DEFAULT '',
  CONSTRAINT admins_email_key UNIQUE (email)
);

CREATE TABLE admin_sessions (
  token_hash text COLLATE "C" PRIMARY KEY,
  admin_id text COLLATE "C" NOT NULL DEFAULT '',
  expires_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE pictures (
  id text COLLATE "C" PRIMARY KEY,
  type text COLLATE "C" NOT NULL DEFAULT '',
  size integer NOT NULL DEFAULT 0,
  width integer NOT NULL DEFAULT 0,
  height integer NOT NULL DEFAULT 0,
  uploaded_by text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE audio (
  id text COLLATE "C" PRIMARY KEY,
  type text COLLATE "C" NOT NULL DEFAULT '',
  name text COLLATE "C" NOT NULL DEFAULT '',
  size integer NOT NULL DEFAULT 0,
  uploaded_by text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id text COLLATE "C" PRIMARY KEY,
  kind text COLLATE "C" NOT NULL DEFAULT '',
  "order" integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  updated_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_by text COLLATE "C" NOT NULL DEFAULT '',
  doc text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE authors (
  id text COLLATE "C" PRIMARY KEY,
  "order" integer NOT NULL DEFAULT 0,
  doc text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE topics (
  id text COLLATE "C" PRIMARY KEY,
  "order" integer NOT NULL DEFAULT 0,
  doc text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE articles (
  id text COLLATE "C" PRIMARY KEY,
  slug text COLLATE "C" NOT NULL DEFAULT '',
  category_id text COLLATE "C" NOT NULL DEFAULT '',
  subcategory_id text COLLATE "C" NOT NULL DEFAULT '',
  published_at text COLLATE "C" NOT NULL DEFAULT '',
  base_likes integer NOT NULL DEFAULT 0,
  doc text COLLATE "C" NOT NULL DEFAULT '',
  status text COLLATE "C" NOT NULL DEFAULT '',
  publish_at text COLLATE "C" NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0,
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_by text COLLATE "C" NOT NULL DEFAULT '',
  admin_doc text COLLATE "C" NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX articles_slug_key ON articles (slug) WHERE slug <> '';

CREATE TABLE posts (
  id text COLLATE "C" PRIMARY KEY,
  slug text COLLATE "C" NOT NULL DEFAULT '',
  category_id text COLLATE "C" NOT NULL DEFAULT '',
  subcategory_id text COLLATE "C" NOT NULL DEFAULT '',
  published_at text COLLATE "C" NOT NULL DEFAULT '',
  base_likes integer NOT NULL DEFAULT 0,
  doc text COLLATE "C" NOT NULL DEFAULT '',
  CONSTRAINT posts_slug_key UNIQUE (slug)
);

CREATE TABLE polls (
  id text COLLATE "C" PRIMARY KEY,
  ends_at bigint NOT NULL DEFAULT 0,
  doc text COLLATE "C" NOT NULL DEFAULT '',
  story_kind text COLLATE "C" NOT NULL DEFAULT '',
  story_id text COLLATE "C" NOT NULL DEFAULT '',
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_by text COLLATE "C" NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0
);

CREATE TABLE poll_variants (
  id text COLLATE "C" PRIMARY KEY,
  poll_id text COLLATE "C" NOT NULL DEFAULT '',
  "order" integer NOT NULL DEFAULT 0,
  base_votes integer NOT NULL DEFAULT 0,
  doc text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE media (
  id text COLLATE "C" PRIMARY KEY,
  kind text COLLATE "C" NOT NULL DEFAULT '',
  category_id text COLLATE "C" NOT NULL DEFAULT '',
  subcategory_id text COLLATE "C" NOT NULL DEFAULT '',
  published_at text COLLATE "C" NOT NULL DEFAULT '',
  doc text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE commercial_blocks (
  id text COLLATE "C" PRIMARY KEY,
  page_type text COLLATE "C" NOT NULL DEFAULT '',
  category_id text COLLATE "C" NOT NULL DEFAULT '',
  doc text COLLATE "C" NOT NULL DEFAULT '',
  "order" integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT false,
  locales text COLLATE "C" NOT NULL DEFAULT '',
  start_at text COLLATE "C" NOT NULL DEFAULT '',
  end_at text COLLATE "C" NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0,
  updated_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_by text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE pages (
  id text COLLATE "C" PRIMARY KEY,
  doc text COLLATE "C" NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0,
  updated_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_by text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE cities (
  id text COLLATE "C" PRIMARY KEY,
  doc text COLLATE "C" NOT NULL DEFAULT ''
);

CREATE TABLE rate_hits (
  id text COLLATE "C" PRIMARY KEY,
  name text COLLATE "C" NOT NULL DEFAULT '',
  key text COLLATE "C" NOT NULL DEFAULT '',
  at bigint NOT NULL DEFAULT 0
);

CREATE TABLE idempotency_keys (
  id text COLLATE "C" PRIMARY KEY,
  request_hash text COLLATE "C" NOT NULL DEFAULT '',
  state text COLLATE "C" NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 0,
  body text COLLATE "C" NOT NULL DEFAULT '',
  headers text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0
);

CREATE TABLE search_docs (
  id text COLLATE "C" PRIMARY KEY,
  kind text COLLATE "C" NOT NULL DEFAULT '',
  doc_id text COLLATE "C" NOT NULL DEFAULT '',
  locale text COLLATE "C" NOT NULL DEFAULT '',
  tokens tsvector NOT NULL DEFAULT ''
);

-- Foreign keys: what belongs to a row goes with it.
ALTER TABLE sessions ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE likes ADD CONSTRAINT likes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE votes ADD CONSTRAINT votes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE votes ADD CONSTRAINT votes_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES polls (id) ON DELETE CASCADE;
ALTER TABLE votes ADD CONSTRAINT votes_variant_id_fkey FOREIGN KEY (variant_id) REFERENCES poll_variants (id) ON DELETE CASCADE;
ALTER TABLE poll_variants ADD CONSTRAINT poll_variants_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES polls (id) ON DELETE CASCADE;
ALTER TABLE admin_sessions ADD CONSTRAINT admin_sessions_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES admins (id) ON DELETE CASCADE;
ALTER TABLE contribution_files ADD CONSTRAINT contribution_files_contribution_id_fkey FOREIGN KEY (contribution_id) REFERENCES contributions (id) ON DELETE CASCADE;

-- What the rules look rows up by.
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX admin_sessions_admin_id_idx ON admin_sessions (admin_id);
CREATE INDEX likes_target_idx ON likes (target_kind, target_id);
CREATE INDEX comments_target_idx ON comments (target_kind, target_id, created_at);
CREATE INDEX comments_user_id_idx ON comments (user_id);
CREATE INDEX votes_variant_id_idx ON votes (variant_id);
CREATE INDEX mails_to_idx ON mails ("to");
CREATE INDEX mails_undelivered_idx ON mails (retry_at) WHERE delivered_at IS NULL;
CREATE INDEX articles_status_idx ON articles (status);
CREATE INDEX articles_category_idx ON articles (category_id);
CREATE UNIQUE INDEX polls_story_kind_story_id_key ON polls (story_kind, story_id) WHERE story_kind <> '';
CREATE INDEX poll_variants_poll_id_idx ON poll_variants (poll_id);
CREATE INDEX media_category_idx ON media (category_id);
CREATE INDEX commercial_blocks_page_type_idx ON commercial_blocks (page_type);
CREATE INDEX contribution_files_contribution_id_idx ON contribution_files (contribution_id);
CREATE INDEX rate_hits_window_idx ON rate_hits (name, key, at);
CREATE INDEX rate_hits_at_idx ON rate_hits (at);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
CREATE INDEX search_docs_story_idx ON search_docs (kind, doc_id);
CREATE INDEX search_docs_tokens_idx ON search_docs USING gin (tokens);

-- The file store's bytes (src/apiServer/fileStore.ts), when files are kept in the database.
CREATE TABLE files (
  key text COLLATE "C" PRIMARY KEY,
  type text COLLATE "C" NOT NULL DEFAULT '',
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
} as const;
