/**
 * The front page by editors (issue 25 item 1, docs/decisions/085): each edition's places, in order, and the rule
 * that fills the empty ones. No row yet means every place is the rule's, as the front was before.
 */
export const migration = {
  version: 6,
  name: 'front pages',
  sql: /* sql */ `
CREATE TABLE front_pages (
  id text COLLATE "C" PRIMARY KEY,
  edition text COLLATE "C" NOT NULL DEFAULT '',
  fill text COLLATE "C" NOT NULL DEFAULT '',
  places text COLLATE "C" NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0,
  updated_at text COLLATE "C" NOT NULL DEFAULT '',
  updated_by text COLLATE "C" NOT NULL DEFAULT ''
);
`,
} as const;
