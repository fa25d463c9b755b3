import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contracts/common';
import { INTL_LOCALE } from '../src/i18n/locales';

// The Parcel build bundles each locale's messages as `formatjs compile --ast` makes them (.parcelrc,
// docs/decisions/039); the browser bundle has no ICU parser, so the ASTs must be what the parser would have made.
const { compileMessages } = createRequire(import.meta.url)('../.ci/parcel/compileMessages.cjs') as {
  compileMessages: (filePath: string) => Promise<Record<string, MessageFormatElement[]>>;
};

const localeFile = (locale: string) => join(dirname(fileURLToPath(import.meta.url)), '..', 'locales', `${locale}.json`);
const sourceOf = (locale: string) => JSON.parse(readFileSync(localeFile(locale), 'utf8')) as Record<string, string>;

describe('precompiled messages (what a Parcel build bundles)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every message compiles to the AST the runtime parser would make of its source`, async () => {
      const source = sourceOf(locale);
      const compiled = await compileMessages(localeFile(locale));
      expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
      for (const [id, message] of Object.entries(source)) {
        expect(compiled[id], id).toEqual(parse(message, { locale: new Intl.Locale(INTL_LOCALE[locale]) }));
      }
    }, 30_000);
  }

  it('formats a compiled message like its source string', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'huanyu-messages-'));
    const message = '{count, plural, one {# comment} other {# comments}} by <b>{name}</b>';
    writeFileSync(join(dir, 'en.json'), JSON.stringify({ sample: message }));
    const { sample } = await compileMessages(join(dir, 'en.json'));
    const values = { count: 2, name: 'Mei', b: (chunks: unknown[]) => `[${chunks.join('')}]` };
    expect(new IntlMessageFormat(sample!, 'en').format(values)).toBe(new IntlMessageFormat(message, 'en').format(values));
  });

  it('refuses a malformed translation, so the build fails instead of a page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'huanyu-messages-'));
    writeFileSync(join(dir, 'zh-cn.json'), JSON.stringify({ broken: '{count, plural, one {# 条}' }));
    await expect(compileMessages(join(dir, 'zh-cn.json'))).rejects.toThrow();
  });
});
