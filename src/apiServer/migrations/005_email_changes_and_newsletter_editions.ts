/**
 * The reader's account, second part (issue 28 item 4): the newsletter of each edition a subscription receives, and
 * a new e-mail address waiting for its mailed link. Every subscription made before receives its own edition's
 * newsletter, as it did.
 */
export const migration = {
  version: 5,
  name: 'e-mail changes and newsletter editions',
  sql: /* sql */ `
CREATE TABLE subscription_editions (
  id text COLLATE "C" PRIMARY KEY,
  subscription_id text COLLATE "C" NOT NULL DEFAULT '',
  edition text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0,
  CONSTRAINT subscription_editions_subscription_id_edition_key UNIQUE (subscription_id, edition)
);

CREATE TABLE email_changes (
  id text COLLATE "C" PRIMARY KEY,
  user_id text COLLATE "C" NOT NULL DEFAULT '',
  email text COLLATE "C" NOT NULL DEFAULT '',
  created_at bigint NOT NULL DEFAULT 0
);

ALTER TABLE subscription_editions ADD CONSTRAINT subscription_editions_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES subscriptions (id) ON DELETE CASCADE;
ALTER TABLE email_changes ADD CONSTRAINT email_changes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX email_changes_user_id_idx ON email_changes (user_id);

INSERT INTO subscription_editions (id, subscription_id, edition, created_at)
  SELECT id || ':' || locale, id, locale, created_at FROM subscriptions WHERE locale <> '';
`,
} as const;
