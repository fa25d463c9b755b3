import type { Locale } from '../../contracts/common';
import { LOCALE_LIST } from '../../contracts/locales';

/**
 * Where a Chinese headline may break (issue 28, docs/decisions/061): between phrases, never inside a word. Two
 * segmenters must agree: BudouX (a model of where phrases end, made for line breaking; Simplified and Traditional
 * models) proposes, and the dictionary of ICU's word segmenter (Intl.Segmenter, in Node and every browser)
 * vetoes any proposal inside a word it knows. BudouX alone cuts 為|什麼 and 臺|北; ICU alone cuts 登|機|箱.
 */

/** A text's phrases, in order: joined, they are the text. */
export type Phrases = readonly string[];

/** A text cut into phrases; the same text always gives the same phrases. */
export type PhraseBreaker = (text: string) => Phrases;

/** What BudouX's Parser offers (positions where a phrase ends, in UTF-16 units). */
export interface BoundaryParser {
  parseBoundaries(text: string): number[];
}

// No break after an opening mark or before a closing one, a pause or a dash: 「 stays with its word, ， and …… with
// the word before them (the line-start and line-end rules of Chinese typesetting).
const OPENING = /[「『（《〈【〔“‘([{]/u;
const CLOSING = /[」』）》〉】〕”’)\]}，。、：；！？,.:;!?…—·]/u;
const SPACE = /\s/u;

function allowed(text: string, at: number, insideWords: ReadonlySet<number>): boolean {
  if (at <= 0 || at >= text.length || insideWords.has(at)) return false;
  const before = text[at - 1] ?? '';
  const after = text[at] ?? '';
  // A space already is a break opportunity; an addition beside it changes nothing.
  if (SPACE.test(before) || SPACE.test(after)) return false;
  return !OPENING.test(before) && !CLOSING.test(after);
}

/** Positions that fall inside a word of ICU's dictionary (and inside Latin words and numbers). */
function insideWords(text: string, words: Intl.Segmenter | null): Set<number> {
  const inside = new Set<number>();
  if (!words) return inside;
  for (const { segment, index } of words.segment(text)) {
    for (let at = index + 1; at < index + segment.length; at += 1) inside.add(at);
  }
  return inside;
}

/** The phrases of `text`: BudouX's boundaries less those inside a word ICU knows or beside punctuation. */
export function phrasesOf(text: string, parser: BoundaryParser, words: Intl.Segmenter | null): Phrases {
  if (!/\p{Script=Han}/u.test(text)) return [text];
  const inside = insideWords(text, words);
  const phrases: string[] = [];
  let start = 0;
  for (const at of parser.parseBoundaries(text)) {
    if (!allowed(text, at, inside)) continue;
    phrases.push(text.slice(start, at));
    start = at;
  }
  phrases.push(text.slice(start));
  return phrases;
}

/** Past this many texts a breaker's memory starts again: a process renders the same few hundred headlines. */
const REMEMBERED = 5000;

/** A breaker for `locale` that cuts each text once and then answers from memory. */
export function phraseBreaker(parser: BoundaryParser, locale: Locale): PhraseBreaker {
  const words = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(LOCALE_LIST[locale].intl, { granularity: 'word' }) : null;
  const memory = new Map<string, Phrases>();
  return (text) => {
    let phrases = memory.get(text);
    if (!phrases) {
      if (memory.size >= REMEMBERED) memory.clear();
      phrases = phrasesOf(text, parser, words);
      memory.set(text, phrases);
    }
    return phrases;
  };
}

// BudouX's models by script, in a chunk of their own: the browser fetches it only after a reader has moved on from
// the page the server rendered (whose phrases came with it), and never on an English page.
const PARSERS: Record<string, () => Promise<BoundaryParser>> = {
  Hans: () => import('./budoux').then((module) => module.budouxParser('Hans')),
  Hant: () => import('./budoux').then((module) => module.budouxParser('Hant')),
};

const breakers = new Map<Locale, Promise<PhraseBreaker | null>>();

/**
 * The breaker for `locale`, loaded once per process (the model and its memory are shared by every page, which is
 * the point: no request's data is in it, only texts already public); null for a language written with spaces.
 */
export function loadPhraseBreaker(locale: Locale): Promise<PhraseBreaker | null> {
  let breaker = breakers.get(locale);
  if (!breaker) {
    const load = PARSERS[LOCALE_LIST[locale].script];
    breaker = load ? load().then((parser) => phraseBreaker(parser, locale)) : Promise.resolve(null);
    // A failed load (offline) is tried again next time, not remembered.
    breaker.catch(() => breakers.delete(locale));
    breakers.set(locale, breaker);
  }
  return breaker;
}
