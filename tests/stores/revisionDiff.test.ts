/**
 * What the history shows of a revision (src/stores/admin/revisionDiff.ts) and the alias the desk suggests
 * (src/stores/admin/aliasSuggestion.ts): readable changes, words in English and characters in Chinese; a slug from
 * a Latin title, pinyin from a Chinese one.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleInput } from '../../contracts/adminArticles';
import type { Locale } from '../../contracts/common';
import { slugify, suggestAlias } from '../../src/stores/admin/aliasSuggestion';
import { blankInput } from '../../src/stores/admin/articleValues';
import { bodyText, revisionDiff, textDiff } from '../../src/stores/admin/revisionDiff';

function withTexts(texts: Partial<Record<Locale, { title?: string; body?: string }>>, alias = 'a-story'): ArticleInput {
  const input = blankInput('cat', 'aut');
  const data = { ...input.data };
  for (const [locale, text] of Object.entries(texts) as [keyof typeof data, { title?: string; body?: string }][]) {
    data[locale] = { ...data[locale], title: text.title ?? '', body: text.body ?? '' };
  }
  return { ...input, alias, data };
}

describe('the changes of a revision', () => {
  it('compares English by words and Chinese by characters', () => {
    expect(textDiff('Night markets of Taipei', 'Night markets of Taipei after midnight', false)).toEqual([
      { text: 'Night markets of Taipei', change: 'same' },
      { text: ' after midnight', change: 'added' },
    ]);
    expect(textDiff('台北夜市', '台北的夜市', true)).toEqual([
      { text: '台北', change: 'same' },
      { text: '的', change: 'added' },
      { text: '夜市', change: 'same' },
    ]);
  });

  it('reads a body as text: paragraphs on their own lines, markup and entities gone', () => {
    expect(bodyText('<h2>Dawn</h2><p>Tea &amp; <strong>mist</strong></p><p>Line<br>break</p>')).toBe('Dawn\nTea & mist\nLine\nbreak');
  });

  it('lists only the fields that changed, the alias first, then each language in order', () => {
    const before = withTexts({ en: { title: 'Tea', body: '<p>Same</p>' }, 'zh-tw': { title: '茶' } }, 'tea');
    const after = withTexts({ en: { title: 'Tea at dawn', body: '<p>Same</p>' }, 'zh-tw': { title: '清晨的茶' } }, 'tea-at-dawn');
    expect(revisionDiff(before, after).map((diff) => (diff.kind === 'alias' ? 'alias' : `${diff.locale}.${diff.field}`))).toEqual(['alias', 'en.title', 'zh-tw.title']);
    // The first revision: everything written is new.
    expect(revisionDiff(null, before).every((diff) => diff.parts.every((part) => part.change === 'added'))).toBe(true);
  });
});

describe('the alias suggested from a title', () => {
  it('slugifies a Latin title: lowercase, accents dropped, single hyphens, cut at a word', () => {
    expect(slugify('Crème brûlée — Taipei’s 24-hour cafés!')).toBe('creme-brulee-taipei-s-24-hour-cafes');
    expect(slugify('word '.repeat(30)).length).toBeLessThanOrEqual(60);
    expect(slugify('word '.repeat(30))).not.toMatch(/-$/);
  });

  it('spells a Chinese title in pinyin (Traditional too), preferring the English title when there is one', async () => {
    expect(await suggestAlias(withTexts({ 'zh-cn': { title: '台北夜市的小吃' } }, ''))).toBe('tai-bei-ye-shi-de-xiao-chi');
    expect(await suggestAlias(withTexts({ 'zh-tw': { title: '臺灣綠色能源 2027' } }, ''))).toBe('tai-wan-lv-se-neng-yuan-2027');
    expect(await suggestAlias(withTexts({ en: { title: 'Green power' }, 'zh-cn': { title: '绿色能源' } }, ''))).toBe('green-power');
    expect(await suggestAlias(withTexts({}, ''))).toBe('');
  });
});
