/**
 * The desk's inbox (issue 25, item 5): what readers send keeps its language, its state and the editor it is
 * assigned to; each change is a row of `inbox_events`; a contribution's file is fetched through a short-lived link
 * whose hash is kept (docs/decisions/082). Messages already kept are new, in English (they never said otherwise).
 */
export const migration = {
  version: 4,
  name: 'the inbox',
  sql: /* sql */ `
ALTER TABLE contact_messages ADD COLUMN locale text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE contact_messages ADD COLUMN state text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE contact_messages ADD COLUMN replied boolean NOT NULL DEFAULT false;
ALTER TABLE contact_messages ADD COLUMN assigned_to text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE contributions ADD COLUMN locale text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE contributions ADD COLUMN state text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE contributions ADD COLUMN replied boolean NOT NULL DEFAULT false;
ALTER TABLE contributions ADD COLUMN assigned_to text COLLATE "C" NOT NULL DEFAULT '';
UPDATE contact_messages SET locale = 'en', state = 'new';
UPDATE contributions SET locale = 'en', state = 'new';

CREATE TABLE inbox_events (
  id text COLLATE "C" PRIMARY KEY,
  item_id text COLLATE "C" NOT NULL DEFAULT '',
  action text COLLATE "C" NOT NULL DEFAULT '',
  by_name text COLLATE "C" NOT NULL DEFAULT '',
  by_id text COLLATE "C" NOT NULL DEFAULT '',
  at bigint NOT NULL DEFAULT 0,
  detail text COLLATE "C" NOT NULL DEFAULT ''
);
CREATE INDEX inbox_events_item_id_idx ON inbox_events (item_id, at);

CREATE TABLE inbox_file_links (
  token_hash text COLLATE "C" PRIMARY KEY,
  file_id text COLLATE "C" NOT NULL DEFAULT '',
  admin_id text COLLATE "C" NOT NULL DEFAULT '',
  expires_at bigint NOT NULL DEFAULT 0
);
ALTER TABLE inbox_file_links ADD CONSTRAINT inbox_file_links_file_id_fkey FOREIGN KEY (file_id) REFERENCES contribution_files (id) ON DELETE CASCADE;

CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at);
CREATE INDEX contributions_created_at_idx ON contributions (created_at);
`,
} as const;
