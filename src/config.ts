/**
 * The only module that reads build-time variables. Parcel inlines `process.env.NAME`; Storybook's Vite build
 * is given the same names through `define` (.storybook/main.ts); Vitest reads the real environment.
 */
import { mapLocales, type Locale } from '../contracts/common';
import { LOCALE_LIST } from '../contracts/locales';
import { DEFAULT_GEO_LOOKUP_URL } from '../contracts/weather';

export interface AppConfig {
  /** '' means the API is on the page's own origin (the mocks, or a reverse proxy). */
  readonly apiBaseUrl: string;
  /** Whether the in-browser mock API starts with the app. */
  readonly mocks: boolean;
  /** Where the visitor's approximate location is looked up when none is known (SPEC §7). */
  readonly geoLookupUrl: string;
  /** Milliseconds after which a call is abandoned. */
  readonly requestTimeoutMs: number;
  readonly product: {
    /** Prefix of every local-storage key (SPEC §4: key names based on a product slug). */
    readonly slug: string;
    readonly name: Readonly<Record<Locale, string>>;
  };
  /** The editors' pages elsewhere (SPEC §2 header social links and footer external items). */
  readonly links: {
    readonly facebook: string;
    readonly instagram: string;
    readonly youtube: string;
    readonly about: string;
    readonly boutique: string;
    readonly bookPurchase: string;
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * A build may rename the product per edition (PRODUCT_NAME_<ID>, ID the locale's in capitals: EN, ZH_CN); each is
 * read by its whole name, as Parcel inlines only those. Unset, the name is the locale list's (contracts/locales.ts).
 */
const PRODUCT_NAMES: Readonly<Record<string, string | undefined>> = {
  EN: process.env.PRODUCT_NAME_EN,
  ZH_CN: process.env.PRODUCT_NAME_ZH_CN,
  ZH_TW: process.env.PRODUCT_NAME_ZH_TW,
};

export const config: AppConfig = {
  apiBaseUrl: trimSlash(process.env.API_BASE_URL ?? ''),
  mocks: process.env.MOCKS === 'on',
  geoLookupUrl: process.env.GEO_LOOKUP_URL ?? DEFAULT_GEO_LOOKUP_URL,
  requestTimeoutMs: Number(process.env.REQUEST_TIMEOUT_MS ?? 15000),
  product: {
    slug: process.env.PRODUCT_SLUG ?? 'huanyu',
    name: mapLocales((locale) => PRODUCT_NAMES[locale.toUpperCase().replace('-', '_')] ?? LOCALE_LIST[locale].productName),
  },
  links: {
    facebook: process.env.LINK_FACEBOOK ?? 'https://www.facebook.com/',
    instagram: process.env.LINK_INSTAGRAM ?? 'https://www.instagram.com/',
    youtube: process.env.LINK_YOUTUBE ?? 'https://www.youtube.com/',
    about: process.env.LINK_ABOUT ?? 'https://about.huanyu.example/',
    boutique: process.env.LINK_BOUTIQUE ?? 'https://shop.huanyu.example/',
    bookPurchase: process.env.LINK_BOOKS ?? 'https://shop.huanyu.example/books',
  },
};
