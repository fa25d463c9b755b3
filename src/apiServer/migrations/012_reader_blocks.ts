/** The desk's readers (issue 25 item 7): each block of a reader and each lift, with its reason, editor and time. */
export const migration = {
  version: 12,
  name: 'reader blocks',
  sql: /* sql */ `
CREATE TABLE reader_blocks (
  id text COLLATE "C" PRIMARY KEY,
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  action text COLLATE "C" NOT NULL DEFAULT '',
  reason text COLLATE "C" NOT NULL DEFAULT '',
  admin_id text COLLATE "C" NOT NULL DEFAULT '',
  at bigint NOT NULL DEFAULT 0
);
CREATE INDEX reader_blocks_user_id_at_idx ON reader_blocks (user_id, at);
`,
} as const;
