/**
 * Starts the real API: the database (migrated), the rules' ports on it, the mail queue, Fastify. Production runs
 * it from src/apiServer/main.ts; `npm start` from .ci/api-local.ts, in local mode (seeded demo content, captured
 * mail, the dev endpoints).
 */
import type { FastifyInstance } from 'fastify';
import type { Outbox, Ports } from '../rules/ports';
import { TABLES } from '../rules/schema';
import { buildApi } from './app';
import { ConfigError, type ApiConfig } from './config';
import { openDemoAccounts } from './demoAccounts';
import { connectPostgres, openEmbedded, type Database } from './database';
import { databaseFiles } from './fileStore';
import { sharpRenditions } from './sharpRenditions';
import { installDirtyTracking, resetToSeed, type SeedRows } from './localReset';
import { contentWatch, ReadCache } from './readCache';
import { listenForChanges } from './changeFeed';
import { timeOrderedIds } from './ids';
import { appliedVersion, migrate, MIGRATIONS } from './migrate';
import { captureTransport, mailOutbox, smtpTransport, type MailOutbox } from './outbox';
import { nodePasswords } from './passwords';
import { ReplicaReads, replicaStore, walPositions, type ReplicaCounts } from './replica';
import { sqlStore } from './sqlStore';

export interface LocalMode {
  /** The demo magazine's rows at `now`: an empty database gets them, and POST /api/dev/reset puts them back. */
  readonly seed: (now: number) => SeedRows;
}

export interface RunningApi {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly ports: Ports;
  readonly outbox: MailOutbox;
  /** With DATABASE_REPLICA_URL: how many anonymous public reads the replica and the primary answered. */
  readonly replicaCounts: ReplicaCounts | null;
  readonly url: string;
  /** Stops taking requests, lets those under way finish, sends nothing more, closes the database. */
  close(): Promise<void>;
}

export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'poolSize'>): Promise<Database> {
  return config.databaseUrl ? connectPostgres(config.databaseUrl, { max: config.poolSize }) : openEmbedded(config.dataDir);
}

/** Every table the rules and the file store keep, emptied (local mode's reset, tests). */
export async function emptyDatabase(db: Database): Promise<void> {
  const tables = [...Object.values(TABLES).map((table) => `"${table.sql}"`), 'files'];
  await db.script(`TRUNCATE ${tables.join(', ')} CASCADE`);
}

/**
 * The rules' ports on a migrated database: its store and file store, the system clock, time-ordered ids, Node's
 * scrypt. In local mode, with the reset and the demo magazine in an empty database.
 */
export async function databasePorts(
  db: Database,
  outbox: Outbox,
  local?: LocalMode,
  /** Told when a change to what readers read is committed (the read cache, src/apiServer/readCache.ts). */
  contentChanged: () => void = () => undefined,
): Promise<Ports> {
  const base = {
    store: contentWatch(sqlStore(db), contentChanged),
    files: databaseFiles(db),
    renditions: sharpRenditions(),
    clock: { now: () => Date.now() },
    ids: timeOrderedIds(),
    passwords: nodePasswords(),
    outbox,
    local: Boolean(local),
  };
  if (!local) return base;
  await installDirtyTracking(db);
  const reset = async () => {
    await resetToSeed(db, local.seed(Date.now()));
    contentChanged();
  };
  const ports: Ports = { ...base, reset };
  // A new database gets the demo magazine; one a developer has worked in keeps what they did.
  if ((await ports.store.count('admin')) === 0) await reset();
  return ports;
}

export async function startApi(config: ApiConfig, { local, db: given }: { local?: LocalMode; db?: Database } = {}): Promise<RunningApi> {
  const db = given ?? (await openDatabase(config));
  const log = (message: string, error?: unknown) => {
    if (config.logLevel) console.error(error ? `${message}: ${(error as Error).message}` : message);
  };
  if (config.migrate) {
    const { applied } = await migrate(db);
    for (const step of applied) log(`migrated the database to ${step.version} (${step.name})`);
  }
  const transport = local
    ? captureTransport((line) => console.log(line))
    : config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : null;
  if (!transport) log('SMTP_URL is not set: mail waits in the queue until it is.');
  const outbox = transport
    ? mailOutbox(db, transport, { publicOrigin: config.publicOrigin, log })
    : { queued: () => undefined, flush: () => Promise.resolve(0), stop: () => Promise.resolve() };
  const cache = new ReadCache(config.cacheMs);
  const replicaDb = config.replicaUrl ? connectPostgres(config.replicaUrl, { max: config.poolSize }) : null;
  const replica = replicaDb ? new ReplicaReads({ ...walPositions(db, replicaDb), log }) : null;
  // A replica may start behind (a deploy, a standby catching up): it answers once it has all the primary has now.
  replica?.changed();
  // Several processes share a PostgreSQL: each drops its kept answers when any of them changes content, and waits
  // for the replica to replay that change.
  const feed =
    config.databaseUrl && (config.cacheMs > 0 || replica)
      ? await listenForChanges(
          config.databaseUrl,
          (position) => {
            cache.invalidate();
            if (position === null) replica?.changed();
            else replica?.saw(position);
          },
          log,
        )
      : null;
  const ports = await databasePorts(db, outbox, local, () => {
    replica?.changed();
    cache.invalidate();
    feed?.announce();
  });
  if (!local) {
    const open = await openDemoAccounts(ports.store);
    if (open.length > 0) {
      await db.close();
      throw new ConfigError(
        `The demo accounts ${open.join(', ')} still sign in with the passwords the README publishes. Remove them or change their passwords before serving this database (or run it in local mode: npm start).`,
      );
    }
  }
  const expected = Math.max(...MIGRATIONS.map((step) => step.version));
  const app = await buildApi(ports, {
    cache,
    logger: config.logLevel ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    ready: async () => (await appliedVersion(db)) >= expected,
    devGeo: Boolean(local),
    ...(replica && replicaDb
      ? {
          anonymousReads: async () => {
            if (!(await replica.usable())) return ports;
            return { ...ports, store: replicaStore(sqlStore(replicaDb), ports.store, replica) };
          },
        }
      : {}),
  });
  const url = await app.listen({ port: config.port, host: config.host });
  void outbox.flush();
  return {
    app,
    db,
    ports,
    outbox,
    replicaCounts: replica?.counts ?? null,
    url: url.replace('[::1]', '127.0.0.1'),
    async close() {
      await app.close();
      await feed?.close();
      await outbox.stop();
      await replicaDb?.close();
      await db.close();
    },
  };
}
