/**
 * What every journey shares: the locales' own texts (read from locales/*.json, formatted as the app formats
 * them), opening a page once it is hydrated, and reading the mock's mailbox.
 */
import { readFileSync } from 'node:fs';
import { createIntl } from '@formatjs/intl';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../contracts/common';
import type { MailMessage } from '../../contracts/dev';
import { fixtures } from '../../mocks/seed/fixtures';

export const LOCALES: readonly Locale[] = ['en', 'zh-cn', 'zh-tw'];

/** <html lang> per locale (src/i18n/locales.ts HTML_LANG). */
export const HTML_LANG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant' };

type Values = Record<string, string | number>;

const catalogues = new Map<Locale, Record<string, string>>();

function catalogue(locale: Locale): Record<string, string> {
  let messages = catalogues.get(locale);
  if (!messages) {
    const file = new URL(`../../locales/${locale}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogues.set(locale, messages);
  }
  return messages;
}

/** `t('footer.subscribe.title')` in `locale`: the same ICU formatting react-intl does. Unknown ids throw. */
export function texts(locale: Locale): (id: string, values?: Values) => string {
  const messages = catalogue(locale);
  const intl = createIntl({ locale: locale === 'en' ? 'en' : locale === 'zh-cn' ? 'zh-Hans-CN' : 'zh-Hant-TW', messages });
  return (id, values) => {
    if (!(id in messages)) throw new Error(`locales/${locale}.json has no message ${id}`);
    // The ids come from the locale files here, not from the code: there is no default message to give.
    // eslint-disable-next-line formatjs/enforce-default-message
    return intl.formatMessage({ id }, values);
  };
}

/** The product's name as the default build shows it (PRODUCT_NAME_* unset). */
export const PRODUCT: Record<Locale, string> = { en: 'Huanyu', 'zh-cn': '寰宇', 'zh-tw': '寰宇' };

/**
 * Until then a button does nothing. The site header's date is the reader's own (their time zone), so it renders
 * only once the server's HTML is hydrated (AfterHydration), the page with it (one pass: src/app/lazyPage.tsx); a
 * page rendered in the browser (the demo) has it at once. The site header (the banner), not an article's own
 * <header>, whose date the server writes.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.getByRole('banner').locator('time[datetime]').first().waitFor({ state: 'attached' });
}

/** Opens `path` and waits until the page is hydrated (on the demo build: once the in-browser mock API is up). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The newest mail of `kind` the mock sent to `to`; waits for it to arrive. */
export async function mailTo(page: Page, to: string, kind: MailMessage['kind']): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await page.evaluate(async (address) => {
        const response = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
        return ((await response.json()) as { messages: MailMessage[] }).messages;
      }, to);
      found = messages.find((message) => message.kind === kind);
      return found?.kind;
    })
    .toBe(kind);
  return found!;
}

/** A new address per test, so a journey never meets another one's account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * The number shown by a plural message (`like.count`, `poll.totalVotes` …) inside `scope`: the message is
 * formatted with a marker count, and the marker becomes a number pattern, so this works in every locale.
 */
export async function shownCount(
  scope: Locator,
  t: (id: string, values?: Values) => string,
  id: string,
): Promise<number> {
  const marker = 987654321;
  const formatted = t(id, { count: marker });
  const [before, after] = formatted.split(/987[,.\s]?654[,.\s]?321/);
  if (before === undefined || after === undefined) throw new Error(`${id} does not show its count`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^\\s*${escape(before.trim())}\\s*([\\d,.\\s]+?)\\s*${escape(after.trim())}\\s*$`);
  const element = scope.getByText(pattern).first();
  await expect(element).toBeVisible();
  const match = pattern.exec((await element.textContent()) ?? '');
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

/**
 * Signs in through the header's login icon and the sign-in popup, and waits for the reload that follows
 * (SPEC §4) to show the signed-in header.
 */
export async function signInAs(page: Page, locale: Locale, login: string, password: string): Promise<void> {
  const t = texts(locale);
  await page.getByRole('banner').getByRole('button', { name: t('header.signIn'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: t('auth.signIn.title', { product: PRODUCT[locale] }) });
  await popup.getByLabel(t('auth.signIn.email'), { exact: true }).fill(login);
  await popup.getByLabel(t('auth.signIn.password'), { exact: true }).fill(password);
  // The header says "Sign out" a moment before the reload: wait for the new page, not for the old one.
  const reloaded = page.waitForEvent('load');
  await popup.getByRole('button', { name: t('auth.signIn.submit') }).click();
  await reloaded;
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.signOut') })).toBeVisible();
}

/**
 * Signs in at the desk (`/{locale}/admin`) as an editor of the seed (the editor unless told), and waits for the
 * desk's first screen: the desk is its own chunk, rendered in the browser, so its form is live once it shows.
 */
export async function signInToDesk(page: Page, locale: Locale = 'en', who: { readonly email: string; readonly password: string } = fixtures.editor): Promise<void> {
  const t = texts(locale);
  await page.goto(`/${locale}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: t('admin.signIn.title') })).toBeVisible();
  await page.getByLabel(t('admin.signIn.email')).fill(who.email);
  await page.getByLabel(t('admin.signIn.password')).fill(who.password);
  await page.getByRole('button', { name: t('admin.signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.title') })).toBeVisible();
}
