import { LITE_COOKIE, LITE_QUERY } from '../lib/lite';

/** A page is sent full (the app) or Lite (the same HTML, a small script: docs/decisions/110). */
export type PageVariant = 'full' | 'lite';

export interface LiteRequest {
  /** The address's query (`?lite` asks for this page alone in Lite). */
  readonly search: string;
  /** The Cookie header. */
  readonly cookie?: string | undefined;
  /** The Save-Data client hint (`on` when the reader's browser asks to save data). */
  readonly saveData?: string | string[] | undefined;
}

/** The value of the Lite cookie in a Cookie header: '1', '0', or null when it is not there or not one of those. */
export function liteCookie(header: string | undefined): '1' | '0' | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== LITE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (value === '1' || value === '0') return value;
  }
  return null;
}

/** `?lite` (any value): yes; `?lite=0`: no; absent: no preference. One rule a CDN can repeat (docs/deployment.md). */
function liteQuery(search: string): boolean | null {
  const value = new URLSearchParams(search).get(LITE_QUERY);
  return value === null ? null : value !== '0';
}

/**
 * Which page a request gets, most specific first: the address's own `?lite` (one page), then the reader's choice
 * remembered in the cookie (Lite, or full even with Save-Data), then the browser's Save-Data: on.
 */
export function pageVariant(request: LiteRequest): PageVariant {
  const query = liteQuery(request.search);
  if (query !== null) return query ? 'lite' : 'full';
  const cookie = liteCookie(request.cookie);
  if (cookie !== null) return cookie === '1' ? 'lite' : 'full';
  const saveData = Array.isArray(request.saveData) ? request.saveData.join(',') : (request.saveData ?? '');
  return saveData.trim().toLowerCase() === 'on' ? 'lite' : 'full';
}

/** The micro-cache's (and the CDN's, docs/deployment.md) key of a page in a variant: the full page keeps today's. */
export function variantCacheKey(key: string, variant: PageVariant): string {
  return variant === 'lite' ? `${key}#lite` : key;
}

/**
 * What a page's answer varies on besides its address: a shared cache that keys on the address alone must keep one
 * copy per Save-Data and Cookie (a CDN set up as docs/deployment.md says keys on the Lite cookie's value instead).
 */
export const PAGE_VARY = 'Save-Data, Cookie';

/** A year: the choice is remembered until the reader changes it. */
const LITE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The Set-Cookie of a reader's choice: the whole site, a year, never sent by another site's requests. */
export function liteCookieHeader(variant: PageVariant, secure: boolean): string {
  return `${LITE_COOKIE}=${variant === 'lite' ? '1' : '0'}; Path=/; Max-Age=${LITE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
