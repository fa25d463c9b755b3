import type { Locale } from '../../contracts/common';
import { DEFAULT_LOCALE, isLocale } from './locales';

/** A first path segment that looks like a language tag ('fr', 'zh-hk', 'pt-br') is read as a locale. */
const LOCALE_LIKE = /^[a-z]{2}(-[a-z]{2,4})?$/i;

/**
 * Where a path without a supported locale goes: the default locale, keeping the rest of the path. An
 * unsupported locale segment is replaced; a path with no locale gets one in front.
 */
export function withSupportedLocale(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return null;
  const tail = LOCALE_LIKE.test(first) ? rest : [first, ...rest];
  const suffix = tail.filter((segment, index) => segment !== '' || index === tail.length - 1).join('/');
  return `/${DEFAULT_LOCALE}${suffix ? `/${suffix}` : ''}`;
}

/** The same page in another locale: only the first segment changes. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest];
  const suffix = tail.join('/');
  return `/${to}${suffix ? `/${suffix}` : ''}`;
}
