// The desk's texts in this language, as their own chunk (named apart from the site's locale chunk, which the
// server preloads by name): src/i18n/deskMessages.ts.
export { default } from '../../locales/en.json?scope=desk';
