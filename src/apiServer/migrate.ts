/**
 * Forward-only migrations (src/apiServer/migrations/NNN_*.ts), each in a transaction, the versions applied recorded
 * in `schema_migrations`, one run at a time across every process (a PostgreSQL advisory lock), so N API servers
 * starting together apply each migration once.
 */
import type { Database } from './database';
import { migration as firstTables } from './migrations/001_first_tables';
import { migration as revisionsAndAliases } from './migrations/002_revisions_and_aliases';
import { migration as commentThreads } from './migrations/003_comment_threads';
import { migration as inbox } from './migrations/004_inbox';
import { migration as emailChangesAndNewsletterEditions } from './migrations/005_email_changes_and_newsletter_editions';
import { migration as frontPages } from './migrations/006_front_pages';
import { migration as subscriptionSources } from './migrations/007_subscription_sources';
import { migration as pictureRenditions } from './migrations/008_picture_renditions';
import { migration as deskRoles } from './migrations/009_desk_roles';
import { migration as newsletterIssueVersions } from './migrations/010_newsletter_issue_versions';
import { migration as readerBlocks } from './migrations/012_reader_blocks';
import { migration as mediaItems } from './migrations/014_media_items';
import { migration as writersAndTopics } from './migrations/015_writers_and_topics';
import { migration as postModeration } from './migrations/016_post_moderation';
import { migration as multimediaDesk } from './migrations/017_multimedia_desk';
import { migration as contributionDrafts } from './migrations/018_contribution_drafts';
import { migration as articlePreviews } from './migrations/019_article_previews';
import { migration as articleSummaries } from './migrations/020_article_summaries';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** In order; a new one goes at the end with the next number. */
export const MIGRATIONS: readonly Migration[] = [
  firstTables,
  revisionsAndAliases,
  commentThreads,
  inbox,
  emailChangesAndNewsletterEditions,
  frontPages,
  subscriptionSources,
  pictureRenditions,
  deskRoles,
  newsletterIssueVersions,
  readerBlocks,
  mediaItems,
  writersAndTopics,
  postModeration,
  multimediaDesk,
  contributionDrafts,
  articlePreviews,
  articleSummaries,
];

/** The advisory lock's key: any constant the application owns. */
const LOCK_KEY = 4_802_512_001;

export interface MigrationReport {
  readonly applied: readonly Migration[];
  readonly current: number;
}

export async function migrate(db: Database): Promise<MigrationReport> {
  return db.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await connection.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await connection.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
      const applied: Migration[] = [];
      for (const step of MIGRATIONS) {
        if (done.has(step.version)) continue;
        await connection.query('BEGIN');
        try {
          await connection.script(step.sql);
          await connection.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
          await connection.query('COMMIT');
        } catch (error) {
          await connection.query('ROLLBACK');
          throw new Error(`migration ${step.version} (${step.name}) failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(step);
      }
      return { applied, current: Math.max(0, ...MIGRATIONS.map((step) => step.version)) };
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}

/** The newest version applied, or 0: readiness says whether the database is as this code expects. */
export async function appliedVersion(db: Database): Promise<number> {
  try {
    const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
    return rows[0]?.version ?? 0;
  } catch {
    return 0;
  }
}
