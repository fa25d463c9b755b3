// jsdom ships no types and @types/jsdom is not a dependency: the server uses its window for DOMPurify, the
// server's tests parse its XML (an XML content type makes jsdom throw on a document that is not well-formed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { readonly url?: string; readonly contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
