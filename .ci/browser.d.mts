// Types for browser.mjs, so TypeScript configs (tests/e2e/playwright.config.ts) can import it.
export declare const CHROMIUM_ARGS: readonly string[];
export declare function findBrowser(options?: { readonly headlessShell?: boolean }): string;
