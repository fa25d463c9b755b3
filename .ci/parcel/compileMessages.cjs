// One locale file (locales/*.json, the "simple" format: id -> ICU string) precompiled by `formatjs compile
// --ast`: id -> the message's AST. Used by the Parcel transformer beside it and by tests/i18nCompiled.test.ts.
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const run = promisify(execFile);
const formatjs = require.resolve('@formatjs/cli/bin/formatjs');

/** @param {string} filePath @returns {Promise<Record<string, unknown[]>>} */
async function compileMessages(filePath) {
  // The CLI refuses malformed ICU (exit code 1), so a broken translation fails the build, not a reader's page.
  const { stdout } = await run(formatjs, ['compile', filePath, '--ast', '--format', 'simple'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

module.exports = { compileMessages };
