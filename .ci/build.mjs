// Production builds with Parcel.
//   node .ci/build.mjs real   -> dist/       for a real API at API_BASE_URL (default: the page's own origin);
//                                            the bundle holds no MSW or mock code, and this is checked;
//                                and dist-server/ the production server (src/server/, the target in src/server/package.json
//                                `server`), which renders pages from dist/index.html; checked the same way; and
//                                dist-api/ the real API (src/apiServer/, its `api` target), which neither may contain.
//   node .ci/build.mjs demo   -> dist-demo/  with the in-browser mock API and mockServiceWorker.js; works
//                                            from any static file server (npm run preview).
//   node .ci/build.mjs demo DIR              -> into DIR instead (the e2e and Lighthouse scripts build there);
//                                            PARCEL_CACHE_DIR moves Parcel's cache from .cache/parcel.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const mode = process.argv[2];
if (mode !== 'real' && mode !== 'demo') {
  console.error('usage: node .ci/build.mjs real|demo [output dir]');
  process.exit(2);
}
const outDir = process.argv[3] ?? (mode === 'demo' ? 'dist-demo' : 'dist');
rmSync(outDir, { recursive: true, force: true });

const cacheDir = process.env.PARCEL_CACHE_DIR ?? '.cache/parcel';
const args = ['build', 'src/index.html', 'src/lite.html', '--dist-dir', outDir, '--public-url', '/', '--cache-dir', cacheDir];
// Parcel rewrites only the bundles its cache believes are missing, and it learns of deleted files from its
// watcher, which sees the project only: a folder outside it, emptied above, would be left empty.
if (relative(process.cwd(), resolve(outDir)).startsWith('..')) args.push('--no-cache');
// @mswjs/data still imports `graphql` from 'msw', which msw 3 moved out; scope hoisting turns that into a
// build error, so the demo build (the only one with the mocks) is not scope-hoisted. docs/decisions/002.
if (mode === 'demo') args.push('--no-scope-hoist');
// The real build ships no source maps: they would hand every reader the whole source, comments included.
// Error reporting, when it comes, builds them in its own step and uploads them without deploying them.
// docs/decisions/027. The demo keeps its maps: it is the developers' and reviewers' build.
if (mode === 'real') args.push('--no-source-maps');
const env = { ...process.env, NODE_ENV: 'production', MOCKS: mode === 'demo' ? 'on' : 'off' };
const started = Date.now();
const result = spawnSync('parcel', args, { stdio: 'inherit', env });
if (result.error) {
  console.error(`Could not start parcel (${result.error.message}): run this through npm (npm run build, npm run build:demo).`);
  process.exit(1);
}
if (result.status !== 0) process.exit(result.status ?? 1);
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`Parcel reported success but wrote no ${outDir}/index.html (a stale cache?): delete ${cacheDir} and build again.`);
  process.exit(1);
}
console.log(`${mode} build in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${outDir}/`);

// The browser formats messages precompiled by `formatjs compile --ast` (.parcelrc); the ICU parser is aliased to
// its no-parser build (package.json "alias"), and a parser that came back would be 15 kB gz on every page.
// docs/decisions/039.
const parserSignature = 'EXPECT_ARGUMENT_CLOSING_BRACE';
const withParser = readdirSync(outDir).filter((file) => file.endsWith('.js') && readFileSync(join(outDir, file), 'utf8').includes(parserSignature));
if (withParser.length > 0) {
  console.error(`The browser bundle contains the ICU message parser (${withParser.join(', ')}): check package.json "alias".`);
  process.exit(1);
}
console.log(`checked: no ICU message parser in ${outDir}/`);

const serverDir = 'dist-server';
const apiDir = 'dist-api';
if (mode === 'real') {
  rmSync(serverDir, { recursive: true, force: true });
  const server = spawnSync('parcel', ['build', 'src/server', '--target', 'server', '--cache-dir', cacheDir], { stdio: 'inherit', env });
  if (server.status !== 0) process.exit(server.status ?? 1);
  if (!existsSync(join(serverDir, 'main.js'))) {
    console.error(`Parcel reported success but wrote no ${serverDir}/main.js (a stale cache?): delete ${cacheDir} and build again.`);
    process.exit(1);
  }
  console.log(`server build -> ${serverDir}/main.js (node ${serverDir}/main.js; see src/server/main.ts)`);

  // The real API (src/apiServer/, its `api` target in src/apiServer/package.json), beside the page server.
  rmSync(apiDir, { recursive: true, force: true });
  const api = spawnSync('parcel', ['build', 'src/apiServer', '--target', 'api', '--cache-dir', cacheDir, '--no-source-maps'], { stdio: 'inherit', env });
  if (api.status !== 0) process.exit(api.status ?? 1);
  if (!existsSync(join(apiDir, 'main.js'))) {
    console.error(`Parcel reported success but wrote no ${apiDir}/main.js (a stale cache?): delete ${cacheDir} and build again.`);
    process.exit(1);
  }
  console.log(`API build -> ${apiDir}/main.js (node ${apiDir}/main.js; see src/apiServer/main.ts)`);
}

if (mode === 'real') {
  // The real-API build must not carry a byte of the mock backend, nor its seed and published passwords.
  const signatures = ['mockServiceWorker', 'msw/browser', 'setupWorker', '@mswjs', 'MSW_', 'faultHandler', 'Hill walking and crosswords'];
  const leaks = [];
  const files = [outDir, serverDir, apiDir].flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => join(dir, String(file))));
  for (const path of files) {
    if (!/\.(js|html|css|json|map)$/.test(path)) continue;
    const text = readFileSync(path, 'utf8');
    for (const signature of signatures) if (text.includes(signature)) leaks.push(`${path}: ${signature}`);
  }
  if (leaks.length > 0) {
    console.error(`The real-API build contains mock code:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`checked: no MSW or mock code in ${outDir}/, ${serverDir}/ or ${apiDir}/ (${signatures.length} signatures)`);

  // Readers' pages reach the API over HTTP: neither the browser bundle nor the page server carries its rules or
  // its database code (strings of src/rules/answer.ts, src/apiServer/migrate.ts, src/apiServer/sqlStore.ts).
  const apiSignatures = ['the reply breaks its contract', 'pg_advisory_lock', 'tsvector_to_array'];
  const apiLeaks = [];
  for (const path of files.filter((file) => !file.startsWith(apiDir) && /\.(js|html)$/.test(file))) {
    const text = readFileSync(path, 'utf8');
    for (const signature of apiSignatures) if (text.includes(signature)) apiLeaks.push(`${path}: ${signature}`);
  }
  const apiMain = readFileSync(join(apiDir, 'main.js'), 'utf8');
  const unfound = apiSignatures.filter((signature) => !apiMain.includes(signature));
  if (apiLeaks.length > 0 || unfound.length > 0) {
    console.error(
      apiLeaks.length > 0
        ? `The site's build contains the API's code:\n  ${apiLeaks.join('\n  ')}`
        : `This check no longer finds the API's signatures (${unfound.join(', ')}) in ${apiDir}/main.js: update it.`,
    );
    process.exit(1);
  }
  console.log(`checked: no API rules or database code in ${outDir}/ or ${serverDir}/ (${apiSignatures.length} signatures)`);

  // Nor a source map, or a comment pointing at one.
  const maps = [];
  for (const file of readdirSync(outDir, { recursive: true })) {
    const path = join(outDir, String(file));
    if (path.endsWith('.map')) maps.push(path);
    else if (/\.(js|css)$/.test(path) && /[#@] sourceMappingURL=/.test(readFileSync(path, 'utf8'))) maps.push(`${path} (sourceMappingURL)`);
  }
  if (maps.length > 0) {
    console.error(`The real-API build contains source maps:\n  ${maps.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`checked: no source maps in ${outDir}/`);

  // The chunks the entry imports as it starts, which the server's loader fetches with it: named once, in
  // src/server/template.ts (ENTRY_CHUNKS).
  const declared = /ENTRY_CHUNKS: readonly string\[\] = \[([^\]]*)\]/.exec(readFileSync('src/server/template.ts', 'utf8'));
  const chunks = declared ? [...declared[1].matchAll(/'([\w-]+)'/g)].map((match) => match[1]) : [];
  if (chunks.length === 0) {
    console.error('src/server/template.ts names no ENTRY_CHUNKS (or this check no longer finds them).');
    process.exit(1);
  }
  const built = readdirSync(outDir);
  const missing = chunks.filter((chunk) => !built.some((file) => new RegExp(`^${chunk}\\.[0-9a-f]{8,}\\.js$`).test(file)));
  if (missing.length > 0) {
    console.error(`The build has no chunk named ${missing.join(', ')}, which src/server/template.ts (ENTRY_CHUNKS) preloads.`);
    process.exit(1);
  }
  console.log(`checked: the entry's start-up chunks are built (${chunks.join(', ')})`);
}
