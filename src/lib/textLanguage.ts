/**
 * The language of a reader's own text (a comment), when its script says so, for the `lang` attribute: a Chinese
 * comment on an English page must be shown with Chinese glyphs, not whichever CJK font the system falls back to
 * (often a Japanese one, whose forms of the same characters differ). Only what the script tells is decided:
 * kana is Japanese, Hangul Korean, Han Chinese; Simplified or Traditional by the commonest characters that differ.
 * Latin text is left to the page's language.
 */
import type { Locale } from '../../contracts/common';
import { HTML_LANG } from '../i18n/locales';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/gu;
const HAN = /\p{Script=Han}/gu;

// The commonest characters written differently in the two scripts, pair by pair (这/這, 国/國 …); not 后 or 里,
// which Traditional writes too (皇后, 公里).
const SIMPLIFIED = new Set('这国们个说时会来对么为与点应过还吗让学发经动实现关样头见长门问间车东书买卖话语读写认识听爱边网电开无');
const TRADITIONAL = new Set('這國們個說時會來對麼為與點應過還嗎讓學發經動實現關樣頭見長門問間車東書買賣話語讀寫認識聽愛邊網電開無');

/** The text's language tag when it differs from the page's, else undefined (the page's own lang applies). */
export function textLanguage(text: string, page: Locale): string | undefined {
  const found = detect(text, page);
  return found === undefined || found === HTML_LANG[page] ? undefined : found;
}

function detect(text: string, page: Locale): string | undefined {
  if (KANA.test(text)) return 'ja';
  const han = text.match(HAN)?.length ?? 0;
  const hangul = text.match(HANGUL)?.length ?? 0;
  if (hangul > han) return 'ko';
  if (han === 0) return undefined;
  let simplified = 0;
  let traditional = 0;
  for (const character of text) {
    if (SIMPLIFIED.has(character)) simplified += 1;
    else if (TRADITIONAL.has(character)) traditional += 1;
  }
  if (simplified !== traditional) return simplified > traditional ? 'zh-Hans' : 'zh-Hant';
  // No telling sign: the edition's own script if it is a Chinese one, else Simplified (the most read).
  const own = HTML_LANG[page];
  return own.startsWith('zh-') ? own : 'zh-Hans';
}
