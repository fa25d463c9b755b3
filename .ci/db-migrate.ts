// npm run db:migrate: applies the pending migrations to DATABASE_URL (or the embedded database in DATA_DIR), one
// process at a time (an advisory lock), then says where the database stands. Run it on deploy, before the new
// API processes start (or let them do it: MIGRATE=on, the default).
import { readConfig } from '../src/apiServer/config';
import { migrate } from '../src/apiServer/migrate';
import { openDatabase } from '../src/apiServer/server';

const config = readConfig();
const db = await openDatabase(config);
try {
  const { applied, current } = await migrate(db);
  for (const step of applied) console.log(`applied ${step.version}: ${step.name}`);
  console.log(applied.length === 0 ? `the database is at version ${current}: nothing to do` : `the database is at version ${current}`);
} finally {
  await db.close();
}
