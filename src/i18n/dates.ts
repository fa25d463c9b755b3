import type { Locale } from '../../contracts/common';
import { INTL_LOCALE } from './locales';

const LUNAR_DAYS = [
  '初一', '初二', '初三', '初四', '初五', '初六', '初七', '初八', '初九', '初十',
  '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八', '十九', '二十',
  '廿一', '廿二', '廿三', '廿四', '廿五', '廿六', '廿七', '廿八', '廿九', '三十',
];

/** The Gregorian date as readers of the locale write it: "Sunday, November 22, 2026" / "2026年11月22日 星期日". */
export function formatToday(now: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full' }).format(new Date(now));
}

/**
 * SPEC §2: the Chinese locales add a second date part — the Chinese lunisolar calendar date, e.g. "丙午年十月十四"
 * (Intl's 'chinese' calendar gives the year name and month; the day is written the traditional way).
 */
export function formatLunarDate(now: number, locale: Exclude<Locale, 'en'>): string {
  const parts = new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-chinese`, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).formatToParts(new Date(now));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Number.parseInt(part('day'), 10);
  const dayName = LUNAR_DAYS[day - 1] ?? part('day');
  return `${part('yearName')}年${part('month')}${dayName}`;
}
