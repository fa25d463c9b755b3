/**
 * The desk's newsletters (issue 25 item 6): where each subscription was made (rows made before say nothing; the
 * rules tell their source by what they hold, src/rules/adminNewsletters.ts), the issues of each edition, and the
 * headers a mail carries besides the usual ones (a newsletter's List-Unsubscribe).
 */
export const migration = {
  version: 7,
  name: 'subscription sources and newsletter issues',
  sql: /* sql */ `
ALTER TABLE subscriptions ADD COLUMN source text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX subscription_editions_edition_idx ON subscription_editions (edition, created_at);

ALTER TABLE mails ADD COLUMN headers text COLLATE "C" NOT NULL DEFAULT '';

CREATE TABLE newsletter_issues (
  id text COLLATE "C" PRIMARY KEY,
  edition text COLLATE "C" NOT NULL DEFAULT '',
  subject text COLLATE "C" NOT NULL DEFAULT '',
  intro text COLLATE "C" NOT NULL DEFAULT '',
  story_ids text COLLATE "C" NOT NULL DEFAULT '',
  state text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0,
  created_by text COLLATE "C" NOT NULL DEFAULT '',
  updated_at bigint NOT NULL DEFAULT 0,
  sent_at bigint,
  sent_by text COLLATE "C" NOT NULL DEFAULT '',
  recipients integer NOT NULL DEFAULT 0
);
CREATE INDEX newsletter_issues_created_at_idx ON newsletter_issues (created_at);
`,
} as const;
