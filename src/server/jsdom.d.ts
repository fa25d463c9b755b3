// jsdom ships no types and @types/jsdom is not a dependency: the server uses its window for DOMPurify only.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { readonly url?: string });
    readonly window: Window & typeof globalThis;
  }
}
