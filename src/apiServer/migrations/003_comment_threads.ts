/**
 * Comments that converse (issue 28, item 5): replies one level deep (a reply names its top-level comment), the
 * author's edit and delete (a deleted comment with replies stays as a placeholder), and readers' reports, one per
 * reader and comment, for the desk's queue (docs/decisions/080).
 */
export const migration = {
  version: 3,
  name: 'comment threads and reports',
  sql: /* sql */ `
ALTER TABLE comments ADD COLUMN parent_id text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE comments ADD COLUMN edited_at text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE comments ADD COLUMN removed_at text COLLATE "C" NOT NULL DEFAULT '';

CREATE TABLE comment_reports (
  id text COLLATE "C" PRIMARY KEY,
  comment_id text COLLATE "C" NOT NULL DEFAULT '',
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  reason text COLLATE "C" NOT NULL DEFAULT '',
  note text COLLATE "C" NOT NULL DEFAULT '',
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  CONSTRAINT comment_reports_comment_id_user_id_key UNIQUE (comment_id, user_id)
);

ALTER TABLE comment_reports ADD CONSTRAINT comment_reports_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comments (id) ON DELETE CASCADE;
ALTER TABLE comment_reports ADD CONSTRAINT comment_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX comments_parent_id_idx ON comments (parent_id) WHERE parent_id <> '';
`,
} as const;
