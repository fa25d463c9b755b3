// npm run db:seed [-- --reset]: the demo magazine (mocks/seed/: sections, writers, 60 articles, posts, comments, polls,
// sponsor blocks, the README's reader and editor accounts) into DATABASE_URL or the embedded database in DATA_DIR.
// An empty database only, unless --reset, which first empties every table. The demo accounts' passwords are
// public: the production API refuses to start while they work (src/apiServer/demoAccounts.ts).
import { readConfig } from '../src/apiServer/config';
import { migrate } from '../src/apiServer/migrate';
import { emptyDatabase, openDatabase } from '../src/apiServer/server';
import { sqlStore } from '../src/apiServer/sqlStore';
import { seedStore } from '../mocks/seedRows';

const config = readConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const store = sqlStore(db);
  if (process.argv.includes('--reset')) await emptyDatabase(db);
  else if ((await store.count('article')) > 0 || (await store.count('admin')) > 0) {
    console.error('The database is not empty: `npm run db:seed -- --reset` empties it first (everything in it is lost).');
    process.exitCode = 1;
  }
  if (!process.exitCode) {
    const started = Date.now();
    await seedStore(store, Date.now());
    console.log(`seeded the demo magazine in ${((Date.now() - started) / 1000).toFixed(1)} s (${await store.count('article')} articles, ${await store.count('user')} readers, ${await store.count('admin')} editors)`);
  }
} finally {
  await db.close();
}
