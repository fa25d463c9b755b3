/**
 * The one matching rule for search, shared by the client's highlighting and the mock backend so the two never
 * disagree: Latin-script terms match whole words (a plural "s"/"es" may follow), Chinese terms match anywhere —
 * Chinese has no spaces between words, so a substring is the only sensible match there.
 */

import { integer, min, object, type Infer } from 'superstruct';

/** A matched span of a text: [start, end) in UTF-16 units. */
export const MatchRange = object({ start: min(integer(), 0), end: min(integer(), 0) });
export type MatchRange = Infer<typeof MatchRange>;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;

/** A character that continues a Latin-script word (Chinese characters never do: each may start a match). */
export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && LETTER_OR_DIGIT.test(char) && !CJK.test(char);
}

export function isCjk(char: string | undefined): boolean {
  return char !== undefined && CJK.test(char);
}

/** The query's terms: split on white space, lower-cased, without repeats, longest first. */
export function searchTerms(query: string): string[] {
  const unique = new Set(
    query
      .toLowerCase()
      .split(/\s+/)
      .filter((term) => term.length > 0),
  );
  return [...unique].sort((a, b) => b.length - a.length);
}

const INFLECTIONS = ['es', 's', ''];

/** Whether `term` found at `at` in `lower` stands as a word (only checked on a side where the term has a word edge). */
function standsAlone(lower: string, term: string, at: number): boolean {
  if (isWordChar(term[0]) && isWordChar(lower[at - 1])) return false;
  if (!isWordChar(term[term.length - 1])) return true;
  const end = at + term.length;
  return INFLECTIONS.some((suffix) => lower.startsWith(suffix, end) && !isWordChar(lower[end + suffix.length]));
}

/**
 * Where the terms occur in `text`, left to right, never overlapping (at one place the longest term wins). A range
 * covers the term itself, not an inflection after it, so a highlight always reads exactly what was searched.
 * `fold` makes equal what a reader counts as the same (the backend folds Chinese scripts and variants); it must
 * keep the text's length, position for position.
 */
export function findMatches(text: string, terms: readonly string[], fold: (text: string) => string = (same) => same): MatchRange[] {
  const lower = fold(text.toLowerCase());
  // Lower-casing a few characters (e.g. "İ") changes the length: positions would not line up, so match nothing.
  if (lower.length !== text.length) return [];
  const sorted = [...new Set(terms.map((term) => fold(term)))].filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  const ranges: MatchRange[] = [];
  let at = 0;
  while (at < lower.length) {
    const term = sorted.find((candidate) => lower.startsWith(candidate, at) && standsAlone(lower, candidate, at));
    if (term) {
      ranges.push({ start: at, end: at + term.length });
      at += term.length;
    } else {
      at += 1;
    }
  }
  return ranges;
}

export function matchesTerm(text: string, term: string, fold?: (text: string) => string): boolean {
  return findMatches(text, [term], fold).length > 0;
}
