/**
 * Set on <html> before the page paints when this browser holds a reader's session (issue 27): the server's HTML,
 * shared by every reader, has the signed-out header controls, and CSS keeps them out of sight on such a page until
 * the app knows who the reader is (src/features/header/AccountControls.tsx).
 */
export const READER_KNOWN_ATTRIBUTE = 'data-reader-known';

/** The inline script that sets it, given the session token's key in local storage (src/lib/storage.ts). */
export function readerHintScript(tokenKey: string): string {
  // Storage can be refused (a browser's privacy setting): then the page is as the server sent it.
  return `try{localStorage.getItem(${JSON.stringify(tokenKey)})&&document.documentElement.setAttribute("${READER_KNOWN_ATTRIBUTE}","")}catch(e){}`;
}
