import type { Plugin } from 'vite';

/**
 * The Parcel build reads a locale file's messages for one part of the product (`locales/en.json?scope=site`,
 * `?scope=desk`, `?scope=account`: .ci/parcel/transformer-messages.cjs), so a reader's page never downloads the desk's texts. Vite
 * (Storybook) and Vitest have no such transformer: this resolves the import to the whole file, which holds both.
 */
export function localeScope(): Plugin {
  return {
    name: 'huanyu-locale-scope',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = /^(.*\.json)\?scope=(?:site|desk|account)$/.exec(source);
      if (!match?.[1]) return null;
      return this.resolve(match[1], importer, { ...options, skipSelf: true });
    },
  };
}
