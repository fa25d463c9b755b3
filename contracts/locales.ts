/**
 * The supported locales, declared once (docs/adding-a-locale.md). Everything that differs by locale derives
 * from this list (contracts/common.ts's LOCALES and perLocale, src/i18n/locales.ts, the editions' fallbacks, the
 * share buttons, the desk's script conversion) or is typed by it, so that a locale missing anywhere fails the
 * type check. The order is the site's: tabs, menus and editions are listed in it. Ours (no app imports here).
 */
export const LOCALE_LIST = {
  en: {
    /** The language's name in its own script: the same in every locale (the switcher, the desk's tabs). */
    name: 'English',
    /** The BCP 47 tag given to Intl (dates, numbers, plurals). */
    intl: 'en',
    /** <html lang>: the script matters to fonts and screen readers. */
    lang: 'en',
    /** ISO 15924: a story's other editions are tried in the same language before the others (editions.ts). */
    script: 'Latn',
    /** OpenCC's names of this script (Chinese only): the desk fills one script's texts from another's. */
    opencc: null,
    /** The networks this edition's readers share to, most used first (src/lib/share.ts). */
    share: ['x', 'facebook', 'linkedin', 'whatsapp', 'email'],
    /** Whether the share sheet offers WeChat: a QR code of the page to scan, WeChat having no web share address. */
    wechat: false,
    /** The product's name as this edition writes it (a build may set PRODUCT_NAME_<ID>: src/config.ts). */
    productName: 'Huanyu',
    /** The date picker's calendar (react-day-picker's locale of that name; English where none is loaded). */
    calendar: 'enUS',
    /** The edition whose name the masthead sets beside this one's, smaller: the other script's. */
    masthead: 'zh-tw',
  },
  'zh-cn': {
    name: '简体中文',
    intl: 'zh-Hans-CN',
    lang: 'zh-Hans',
    script: 'Hans',
    opencc: { from: 'cn', to: 'cn' },
    share: ['weibo', 'email'],
    // How most of this edition's readers share; from a computer, by scanning the page's QR code with the phone.
    wechat: true,
    productName: '寰宇',
    calendar: 'zhCN',
    masthead: 'en',
  },
  'zh-tw': {
    name: '繁體中文',
    intl: 'zh-Hant-TW',
    lang: 'zh-Hant',
    script: 'Hant',
    // Converted into with Taiwan phrases (twp: 软件 → 軟體), not one character at a time.
    opencc: { from: 'tw', to: 'twp' },
    // Readers in Taiwan and Hong Kong above all.
    share: ['line', 'facebook', 'x', 'email'],
    // Readers in Taiwan and Hong Kong with family and friends on the mainland.
    wechat: true,
    productName: '寰宇',
    calendar: 'zhTW',
    masthead: 'en',
  },
} as const satisfies Record<string, LocaleFacts>;

export type LocaleId = keyof typeof LOCALE_LIST;

export type ShareNetwork = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'weibo' | 'line' | 'email';

export interface LocaleFacts {
  readonly name: string;
  readonly intl: string;
  readonly lang: string;
  readonly script: string;
  readonly opencc: { readonly from: string; readonly to: string } | null;
  readonly share: readonly ShareNetwork[];
  readonly wechat: boolean;
  readonly productName: string;
  readonly calendar: string;
  readonly masthead: string;
}

/** The edition whose name the masthead sets beside `locale`'s (typed: a name that is no locale fails the check). */
export function mastheadPartner(locale: LocaleId): LocaleId {
  return LOCALE_LIST[locale].masthead;
}

/** The locales whose texts the desk can convert between scripts (those OpenCC names). */
export type ChineseLocale = { [K in LocaleId]: (typeof LOCALE_LIST)[K]['opencc'] extends null ? never : K }[LocaleId];

/** The Chinese locales, in the list's order: the editions the desk converts between (contracts' convertedFrom). */
export const CHINESE_LOCALES = (Object.keys(LOCALE_LIST) as LocaleId[]).filter((locale): locale is ChineseLocale => LOCALE_LIST[locale].opencc !== null);
