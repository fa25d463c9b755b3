// npm run admin:create -- --email someone@example.org --name "Their Name" [--role editor]: the first editor of a
// new database (or another one), an administrator unless --role says otherwise (contributor, editor). The password
// is asked for (not echoed), or read from ADMIN_PASSWORD; 12 characters at least.
import { createInterface } from 'node:readline';
import { readConfig } from '../src/apiServer/config';
import { timeOrderedIds } from '../src/apiServer/ids';
import { migrate } from '../src/apiServer/migrate';
import { nodePasswords } from '../src/apiServer/passwords';
import { openDatabase } from '../src/apiServer/server';
import { sqlStore } from '../src/apiServer/sqlStore';
import { DESK_ROLES, isEmail, type DeskRole } from '../contracts/common';
import { isUniqueViolation } from '../src/rules/ports';

const MIN_LENGTH = 12;

function option(name: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? '').trim() : '';
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = prompt as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => process.stdout.write(text.startsWith(question) ? text : '');
    prompt.question(question, (answer) => {
      prompt.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const email = option('email').toLowerCase();
const name = option('name');
const role = (option('role') || 'administrator') as DeskRole;
if (!isEmail(email) || !name || !DESK_ROLES.includes(role)) {
  console.error(`usage: npm run admin:create -- --email someone@example.org --name "Their Name" [--role ${DESK_ROLES.join('|')}]`);
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? (await askHidden(`Password for ${email}: `));
if (password.length < MIN_LENGTH) {
  console.error(`The password must have ${MIN_LENGTH} characters at least.`);
  process.exit(2);
}

const db = await openDatabase(readConfig());
try {
  await migrate(db);
  const id = timeOrderedIds().id('adm');
  await sqlStore(db).insert('admin', { id, email, name, role, passwordHash: await nodePasswords().hash(password) });
  console.log(`${role} ${name} <${email}> created: sign in at /en/admin`);
} catch (error) {
  console.error(isUniqueViolation(error) ? `${email} is an editor already.` : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
