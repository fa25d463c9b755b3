/** The desk's readers' posts (issue 25 item 7): hidden with a reason only the desk reads, shown again, featured. */
export const migration = {
  version: 16,
  name: 'post moderation',
  sql: /* sql */ `
ALTER TABLE posts
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN moderated_action text COLLATE "C" NOT NULL DEFAULT '',
  ADD COLUMN moderated_reason text COLLATE "C" NOT NULL DEFAULT '',
  ADD COLUMN moderated_by text COLLATE "C" NOT NULL DEFAULT '',
  ADD COLUMN moderated_at text COLLATE "C" NOT NULL DEFAULT '',
  ADD COLUMN featured_at text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX posts_featured_at_published_at_idx ON posts (featured_at DESC, published_at DESC) WHERE NOT hidden;
`,
} as const;
