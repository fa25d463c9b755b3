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
