/**
 * The real API's settings, read once from the environment (docs/deployment.md lists them):
 *   DATABASE_URL       PostgreSQL 15+ (postgres://…); without it, the embedded PostgreSQL in DATA_DIR
 *   DATA_DIR           the embedded database's folder (.data/pglite)
 *   DATABASE_POOL_SIZE connections per process (10), to the primary and to the replica each
 *   DATABASE_REPLICA_URL a streaming replica of DATABASE_URL's server (postgres://…): anonymous public reads go there
 *                      once it has replayed the content changes seen (docs/decisions/094); optional
 *   PORT, HOST         where to listen (4000, 127.0.0.1)
 *   MIGRATE            on (default): apply pending migrations at start, under a lock; off when the deploy does it
 *   SMTP_URL, MAIL_FROM  the mail relay (smtp://user:pass@host:587) and the sender; without SMTP_URL mail waits in
 *                      the queue (and a warning says so)
 *   PUBLIC_ORIGIN      the site's origin, for the links in mails (required with SMTP_URL)
 *   TRUST_PROXY        whose X-Forwarded-For to believe: off (default), a hop count, or addresses/CIDRs
 *   LOG                info (default), debug, warn, error, or off
 *   API_CACHE_MS       how long a public read's answer is kept in memory at most (5000; 0 = off); a content change
 *                      drops it at once, in every process (docs/decisions/056)
 */
export interface ApiConfig {
  readonly databaseUrl: string | null;
  readonly replicaUrl: string | null;
  readonly dataDir: string;
  readonly poolSize: number;
  readonly port: number;
  readonly host: string;
  readonly migrate: boolean;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly publicOrigin: string;
  readonly trustProxy: boolean | number | string[];
  readonly logLevel: string | null;
  readonly cacheMs: number;
}

export class ConfigError extends Error {}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number.`);
  return value;
}

function trustProxyOf(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'off' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a postgres:// URL.');
  const replicaUrl = env.DATABASE_REPLICA_URL?.trim() || null;
  if (replicaUrl && !databaseUrl) throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL: a replica is of a PostgreSQL server, not of the embedded database.');
  if (replicaUrl && !/^postgres(ql)?:\/\//.test(replicaUrl)) throw new ConfigError('DATABASE_REPLICA_URL must be a postgres:// URL.');
  const smtpUrl = env.SMTP_URL?.trim() || null;
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() ?? '';
  if (smtpUrl && !/^https?:\/\/[^/]+$/.test(publicOrigin)) {
    throw new ConfigError('PUBLIC_ORIGIN (https://your.site, no path) is needed for the links in mails when SMTP_URL is set.');
  }
  const log = env.LOG?.trim() || 'info';
  return {
    databaseUrl,
    replicaUrl,
    dataDir: env.DATA_DIR?.trim() || '.data/pglite',
    poolSize: Math.max(1, wholeNumber(env, 'DATABASE_POOL_SIZE', 10)),
    port: wholeNumber(env, 'PORT', 4000),
    host: env.HOST?.trim() || '127.0.0.1',
    migrate: (env.MIGRATE ?? 'on') !== 'off',
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Huanyu <no-reply@localhost>',
    publicOrigin: publicOrigin || 'http://127.0.0.1',
    trustProxy: trustProxyOf(env.TRUST_PROXY?.trim()),
    logLevel: log === 'off' ? null : log,
    cacheMs: wholeNumber(env, 'API_CACHE_MS', 5000),
  };
}
