// opencc-js ships its dictionaries as modules without types: each default-exports one dictionary string.
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
