// npm run contracts -- --base-url URL [--destructive] [--mailbox]
// Runs the contract suite over HTTP against any server (non-destructive by default). Credentials of a
// verified reader: CONTRACTS_READER_EMAIL / CONTRACTS_READER_PASSWORD (default: the mock's seed reader); of an editor, for the
// desk's calls: CONTRACTS_EDITOR_EMAIL / CONTRACTS_EDITOR_PASSWORD (default: the seed's editor).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--base-url');
const base = at >= 0 ? args[at + 1] : process.env.CONTRACTS_BASE_URL;
if (!base) {
  console.error('usage: npm run contracts -- --base-url http://127.0.0.1:4010 [--destructive] [--mailbox]');
  process.exit(2);
}
const env = {
  ...process.env,
  CONTRACTS_BASE_URL: base,
  CONTRACTS_DESTRUCTIVE: String(args.includes('--destructive')),
  CONTRACTS_MAILBOX: String(args.includes('--mailbox')),
};
const run = spawnSync('vitest', ['run', '--config', 'tests/vitest.remote.config.ts'], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
