// A Parcel transformer for locales/*.json (.parcelrc): hands the bundle each locale's messages precompiled by
// `formatjs compile --ast`, so the browser formats them without the ICU parser, which package.json "alias"
// swaps for its no-parser build. locales/*.json stay the source of truth; Vite (Storybook) and Vitest read
// them as they are, with the full parser. docs/decisions/039.
const { Transformer } = require('@parcel/plugin');
const { compileMessages } = require('./compileMessages.cjs');

/**
 * `?scope=desk` keeps the editors' desk's messages (ids starting `admin.`), `?scope=account` the account page's
 * (`account.`), `?scope=site` all the others: a reader's page never downloads the desk's hundreds of texts
 * (src/i18n/messages.ts), nor the account page's (src/i18n/accountMessages.ts, docs/decisions/109). Without a
 * scope, all.
 */
const OWN_SCOPES = { desk: 'admin.', account: 'account.' };

function inScope(scope) {
  if (scope in OWN_SCOPES) return (id) => id.startsWith(OWN_SCOPES[scope]);
  if (scope === 'site') return (id) => !Object.values(OWN_SCOPES).some((prefix) => id.startsWith(prefix));
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
