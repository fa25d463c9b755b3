// The account page's texts in this language, as their own chunk (named apart from the site's locale chunk, which
// the server preloads by name): src/i18n/accountMessages.ts.
export { default } from '../../locales/en.json?scope=account';
