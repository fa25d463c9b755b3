// A Parcel transformer for locales/*.json (.parcelrc): hands the bundle each locale's messages precompiled by
// `formatjs compile --ast`, so the browser formats them without the ICU parser, which package.json "alias"
// swaps for its no-parser build. locales/*.json stay the source of truth; Vite (Storybook) and Vitest read
// them as they are, with the full parser. docs/decisions/039.
const { Transformer } = require('@parcel/plugin');
const { compileMessages } = require('./compileMessages.cjs');

module.exports = new Transformer({
  async transform({ asset }) {
    asset.setCode(JSON.stringify(await compileMessages(asset.filePath)));
    return [asset];
  },
});
