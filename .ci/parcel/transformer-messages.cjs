// A Parcel transformer for locales/*.json (.parcelrc): hands the bundle each locale's messages precompiled by
// `formatjs compile --ast`, so the browser formats them without the ICU parser, which package.json "alias"
// swaps for its no-parser build. locales/*.json stay the source of truth; Vite (Storybook) and Vitest read
// them as they are, with the full parser. docs/decisions/039.
const { Transformer } = require('@parcel/plugin');
const { compileMessages } = require('./compileMessages.cjs');

/**
 * `?scope=desk` keeps the editors' desk's messages (ids starting `admin.`), `?scope=site` all the others: a
 * reader's page never downloads the desk's hundreds of texts (src/i18n/messages.ts). Without a scope, all.
 */
function inScope(scope) {
  if (scope === 'desk') return (id) => id.startsWith('admin.');
  if (scope === 'site') return (id) => !id.startsWith('admin.');
  return () => true;
}

module.exports = new Transformer({
  async transform({ asset }) {
    const keep = inScope(asset.query.get('scope'));
    const compiled = await compileMessages(asset.filePath);
    asset.setCode(JSON.stringify(Object.fromEntries(Object.entries(compiled).filter(([id]) => keep(id)))));
    return [asset];
  },
});
