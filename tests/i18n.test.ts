import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zhCn from '../locales/zh-cn.json';
import zhTw from '../locales/zh-tw.json';

const locales: Record<string, Record<string, string>> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

/** The words a reader sees: literal text, in plural/select branches and tags too, without placeholders. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if ('options' in element) return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
      return ' ';
    })
    .join('');
}

/** Texts that are the same in every language. */
const LANGUAGE_NEUTRAL = new Set([
  'footer.subscribe.placeholder',
  'header.weather.otherUnit',
  'header.weather.temperature',
  // Brand names written the same in every edition.
  'share.network.x',
  'share.network.line',
  'share.network.facebook',
  'share.network.whatsapp',
  'share.network.linkedin',
  // An audio file's name and size: nothing to translate.
  'admin.headerHome.audio.option',
  // Two values joined by the language's comma: who and when, a state and a note.
  'admin.articles.history.by',
  'admin.articles.tabNote.withConversion',
  // A file's name and why the media library did not take it.
  'admin.inbox.draft.notTakenFile',
]);
/** Names that stay in Latin letters in Chinese too (and the web's own: a picture format, an address's scheme). */
const PROPER_NOUNS = /\b(?:Facebook|Instagram|YouTube|WebP|WebM|JPEG|JavaScript|JSON|QR Code|https?:\/\/)/g;

// The script and wording of the Chinese messages are proofread with the rest of the Chinese texts:
// tests/proofreading.test.ts.
describe('locales', () => {
  it('en.json is what the code declares (run `npm run i18n:extract` after changing a message)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
    execFileSync(
      'node_modules/.bin/formatjs',
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--format', 'simple', '--out-file', out],
      { stdio: 'pipe' },
    );
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(en);
  });

  it.each(['zh-cn', 'zh-tw'])('%s has exactly the ids of en, no more, no fewer', (locale) => {
    expect(Object.keys(locales[locale] ?? {}).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(locales))('every %s message is valid ICU with the same placeholders as English', (locale) => {
    for (const [id, message] of Object.entries(locales[locale] ?? {})) {
      const english = (en as Record<string, string>)[id] ?? '';
      expect([...placeholders(parse(message))].sort(), `${locale} ${id}`).toEqual(
        [...placeholders(parse(english))].sort(),
      );
    }
  });

  it.each(['zh-cn', 'zh-tw'])('%s leaves no English in a Chinese page', (locale) => {
    const untranslated = Object.entries(locales[locale] ?? {}).filter(([id, message]) => {
      if (LANGUAGE_NEUTRAL.has(id)) return false;
      const text = literalText(parse(message)).replace(PROPER_NOUNS, '');
      return !/\p{Script=Han}/u.test(text) || /[A-Za-z]{4,}/.test(text);
    });
    expect(untranslated).toEqual([]);
  });
});
