// Proves docs/adding-a-locale.md: on a copy of the tree, adds a fourth locale (fr, its messages, legal texts and
// seed texts copied from English) touching only what the document names, then runs the type check and a server
// render of the home page and an article in it. Run by the typecheck lane of npm test (.ci/test.mjs); about a
// minute. `--keep` leaves the copy for a look.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const root = realpathSync(new URL('..', import.meta.url).pathname);
const keep = process.argv.includes('--keep');
const LOCALE = 'fr';
/** Each step's ceiling: the check must stay short in CI. */
const STEP_TIMEOUT_MS = 150_000;

// 1. The copy: every file git knows or would add, and the real node_modules.
const copy = mkdtempSync(join(tmpdir(), 'huanyu-fourth-locale-'));
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
if (listed.status !== 0) throw new Error(listed.stderr);
for (const file of listed.stdout.split('\0')) {
  if (!file || file === 'node_modules' || file.startsWith('node_modules/') || !existsSync(join(root, file))) continue;
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  copyFileSync(join(root, file), join(copy, file));
}
symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'));

const read = (file) => readFileSync(join(copy, file), 'utf8');
const write = (file, text) => writeFileSync(join(copy, file), text);

// 2. The list (contracts/locales.ts): one entry.
const list = read('contracts/locales.ts');
const end = list.indexOf('} as const satisfies');
if (end < 0) throw new Error('contracts/locales.ts: the list has moved; update this check and the document');
write(
  'contracts/locales.ts',
  `${list.slice(0, end)}  ${LOCALE}: {
    name: 'Français',
    intl: 'fr-FR',
    lang: 'fr',
    script: 'Latn',
    opencc: null,
    share: ['x', 'facebook', 'whatsapp', 'email'],
    wechat: false,
    productName: 'Huanyu',
    calendar: 'enUS',
    masthead: 'en',
  },
${list.slice(end)}`,
);

// 3. The locale's files, copied from English: its messages (the site's and the desk's) and its legal texts.
write(`locales/${LOCALE}.json`, read('locales/en.json'));
write(`src/i18n/deskTexts.${LOCALE}.ts`, read('src/i18n/deskTexts.en.ts').replace('/en.json', `/${LOCALE}.json`));
write(`src/i18n/accountTexts.${LOCALE}.ts`, read('src/i18n/accountTexts.en.ts').replace('/en.json', `/${LOCALE}.json`));
write(`src/i18n/legalTexts.${LOCALE}.ts`, read('src/i18n/legalTexts.en.ts'));

// 4. Wherever the document says a locale's texts are written out (the loaders of those files, the mails' texts,
// the seed): every object with an `en` and a 'zh-cn' member gets the locale too, a copy of English.
const LOCALE_TEXT_FILES = ['src/i18n/messages.ts', 'src/i18n/deskMessages.ts', 'src/i18n/accountMessages.ts', 'src/i18n/legalTexts.ts', 'src/rules/mailTexts.ts'];
// The seed's texts; and the tests' and stories' own per-locale fixtures, which may spell every locale.
const seedFiles = listed.stdout.split('\0').filter((file) => /^(mocks\/seed|tests|stories)\/.*\.tsx?$/.test(file) && existsSync(join(root, file)));
let added = 0;
for (const file of [...LOCALE_TEXT_FILES, ...seedFiles]) {
  const text = read(file);
  // A .tsx file read as plain TS stops parsing sensibly at its first JSX, and the objects after it are missed.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const inserts = [];
  const nameOf = (member) => (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined);
  const visit = (node) => {
    const members = ts.isObjectLiteralExpression(node) ? node.properties : ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node) ? node.members : null;
    if (members) {
      const en = members.find((member) => nameOf(member) === 'en');
      const zhCn = members.find((member) => nameOf(member) === 'zh-cn');
      if (en && zhCn) {
        // Right after English: the order of an object's keys means nothing here.
        const last = en;
        let value;
        if (ts.isShorthandPropertyAssignment(en)) value = `${LOCALE}: en`;
        else if (ts.isPropertyAssignment(en)) value = `${LOCALE}: ${en.initializer.getText(source).replace(/(locales\/|deskTexts\.|accountTexts\.|legalTexts\.)en\b/g, `$1${LOCALE}`)}`;
        else if (ts.isPropertySignature(en)) value = `${en.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ? 'readonly ' : ''}${LOCALE}: ${en.type.getText(source)}`;
        // A property ends before its comma; a type's member with its own ';' or ','.
        const closed = /[;,]$/.test(last.getText(source));
        if (value) inserts.push({ at: last.getEnd(), text: ts.isObjectLiteralExpression(node) ? `, ${value}` : closed ? ` ${value};` : `; ${value}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let edited = text;
  for (const { at, text: insert } of inserts.sort((a, b) => b.at - a.at)) edited = `${edited.slice(0, at)}${insert}${edited.slice(at)}`;
  write(file, edited);
  added += inserts.length;
}
console.log(`fourth locale: the list, 3 files copied from English, ${added} texts copied in ${LOCALE_TEXT_FILES.length + seedFiles.length} files`);

// 5. The server renders the home page and an article in the new locale (with the mock API, as tests do).
write(
  'tests/server/fourthLocale.test.ts',
  `// @vitest-environment node
import { expect, it } from 'vitest';
import { startServer } from './serverFixture';

it('renders the home page and an article in the fourth locale', async () => {
  const server = await startServer();
  try {
    for (const url of ['/${LOCALE}/', '/${LOCALE}/night-markets-of-taipei']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<html lang="${LOCALE}"');
    }
    const article = await server.app.inject({ method: 'GET', url: '/${LOCALE}/night-markets-of-taipei' });
    expect(article.body).toContain('A Night-Market Walk Through Taipei');
  } finally {
    await server.close();
  }
});
`,
);

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['server render', 'npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit', 'tests/server/fourthLocale.test.ts']],
];
let failed = false;
for (const [name, command, args] of steps) {
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: copy, stdio: 'inherit', timeout: STEP_TIMEOUT_MS, env: { ...process.env, CI: '' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`fourth locale: ${name} failed${run.signal ? ` (${run.signal}, over ${STEP_TIMEOUT_MS / 1000} s)` : ''} after ${seconds} s`);
    failed = true;
    break;
  }
  console.log(`fourth locale: ${name} passed in ${seconds} s`);
}
if (keep) console.log(`fourth locale: the copy is at ${copy}`);
else rmSync(copy, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
