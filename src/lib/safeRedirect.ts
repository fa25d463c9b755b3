/**
 * Where the site may send a reader after sign-in: a path on this site, nothing else. The rule is the contract's
 * (contracts/user.ts isSameOriginPath); it is checked again here, right before navigating, because the path can
 * also come from the address bar (a page opened as `//evil.example/…` has that as its pathname).
 */
import { isSameOriginPath } from '../../contracts/user';

/** `path` when it is a same-origin path, else undefined: the caller then stays where the reader is. */
export function safeRedirect(path: string | undefined | null): string | undefined {
  return typeof path === 'string' && isSameOriginPath(path) ? path : undefined;
}

/**
 * The draft without a redirectUrl that is not a same-origin path: sent as it is, it would make the server refuse
 * the whole sign-up (400), when only the way back is wrong.
 */
export function withSafeRedirect<D extends { readonly redirectUrl?: string }>(draft: D): D {
  const { redirectUrl, ...actions } = draft;
  const safe = safeRedirect(redirectUrl);
  return (safe === undefined ? actions : { ...actions, redirectUrl: safe }) as D;
}
