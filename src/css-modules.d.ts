// CSS modules are imported as namespaces (`import * as styles`), which lets Parcel drop unused classes.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

declare module '*.css';

declare module '*.jpg' {
  const url: string;
  export default url;
}

// A locale file's messages for one part of the product (.ci/parcel/transformer-messages.cjs): the site's, the desk's
// or the account page's.
declare module '*.json?scope=site' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?scope=desk' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?scope=account' {
  const messages: Record<string, string>;
  export default messages;
}
