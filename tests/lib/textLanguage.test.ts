import { describe, expect, it } from 'vitest';
import { textLanguage } from '../../src/lib/textLanguage';

describe('the language of a reader’s text, as its script tells it', () => {
  it('marks Chinese on an English page, Simplified or Traditional by its commonest characters', () => {
    expect(textLanguage('这家店的馄饨真的很好吃，下次还会再来。', 'en')).toBe('zh-Hans');
    expect(textLanguage('這家店的餛飩真的很好吃，下次還會再來。', 'en')).toBe('zh-Hant');
    // No telling character: Simplified, the most read.
    expect(textLanguage('好吃', 'en')).toBe('zh-Hans');
  });

  it('leaves text in the page’s own script unmarked, and takes the page’s script when nothing tells', () => {
    expect(textLanguage('这家店真不错', 'zh-cn')).toBeUndefined();
    expect(textLanguage('這家店真不錯', 'zh-tw')).toBeUndefined();
    expect(textLanguage('好吃', 'zh-tw')).toBeUndefined();
    expect(textLanguage('Lovely piece, thank you.', 'en')).toBeUndefined();
  });

  it('marks the other Chinese script on a Chinese page', () => {
    expect(textLanguage('這裡的夜市我每週都去', 'zh-cn')).toBe('zh-Hant');
    expect(textLanguage('这里的夜市我每周都去', 'zh-tw')).toBe('zh-Hans');
  });

  it('knows Japanese by its kana and Korean by its Hangul, even with Han characters among them', () => {
    expect(textLanguage('台北の夜市はとても楽しかったです。', 'en')).toBe('ja');
    expect(textLanguage('타이베이 야시장 정말 좋았어요', 'zh-tw')).toBe('ko');
  });

  it('leaves Latin text to the page, whichever edition it is on', () => {
    expect(textLanguage('Great read!', 'zh-cn')).toBeUndefined();
  });
});
