/**
 * The desk's newsletters (issue 25 item 6): where each subscription was made. Rows made before say nothing; the
 * rules tell their source by what they hold (src/rules/adminNewsletters.ts).
 */
export const migration = {
  version: 7,
  name: 'subscription sources',
  sql: /* sql */ `
ALTER TABLE subscriptions ADD COLUMN source text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX subscription_editions_edition_idx ON subscription_editions (edition, created_at);
`,
} as const;
