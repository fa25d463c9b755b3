import { createIntl } from '@formatjs/intl';
import { expect } from 'storybook/test';
import type { Locale } from '../contracts/common';
import en from '../locales/en.json';
import zhCn from '../locales/zh-cn.json';
import zhTw from '../locales/zh-tw.json';
import { INTL_LOCALE } from '../src/i18n/locales';

const MESSAGES: Record<Locale, Record<string, string>> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

/**
 * A message as the page shows it, formatted from the locale file: a count of 1 reads "1 like", not "1 likes",
 * so an expected text is never spelt out by hand.
 */
export function message(id: keyof typeof en, values: Record<string, string | number> = {}, locale: Locale = 'en'): string {
  const intl = createIntl({ locale: INTL_LOCALE[locale], messages: MESSAGES[locale] });
  // The text comes from the locale files, not from a literal here: the descriptor is built, not written.
  const descriptor = { id, defaultMessage: en[id] };
  return intl.formatMessage(descriptor, values);
}

/**
 * Nothing sticks out sideways (a phone story would scroll): the page does not scroll sideways, and the element (a
 * page's canvas, a dialog) lies inside the window with nothing overflowing it. The one width check of every story.
 */
export async function expectFitsWidth(element: HTMLElement): Promise<void> {
  const root = element.ownerDocument.documentElement;
  const width = (element.ownerDocument.defaultView ?? window).innerWidth;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  await expect(root.scrollWidth).toBeLessThanOrEqual(width);
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(width);
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}
