/** Text cut into the parts a search matched and the parts it did not, for <mark> (src/components/Highlighted.tsx). */
import { findMatches, type MatchRange } from '../../contracts/searchMatch';

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/** Ranges the server sent that can be marked as they are: in order, apart, non-empty and inside the text. */
function fitsText(ranges: readonly MatchRange[], text: string): boolean {
  let after = 0;
  for (const { start, end } of ranges) {
    if (start < after || end <= start || end > text.length) return false;
    after = end;
  }
  return true;
}

/**
 * `text` cut into plain parts and parts that match a term, for <mark>. The backend's own ranges (`given`: it
 * matches across Chinese scripts, which the client cannot) are marked when they fit the text; else, and when
 * there are none, the client finds the terms itself. Plain strings only: the page renders
 * them as text, so nothing in a title or excerpt is ever read as HTML. Matching follows the server's rule
 * (whole words in Latin script, substrings in Chinese): see contracts/searchMatch.ts.
 */
export function highlightParts(text: string, terms: readonly string[], given?: readonly MatchRange[]): TextPart[] {
  if (text.length === 0) return [];
  const parts: TextPart[] = [];
  let plainStart = 0;
  for (const { start, end } of given && fitsText(given, text) ? given : findMatches(text, terms)) {
    if (start > plainStart) parts.push({ text: text.slice(plainStart, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    plainStart = end;
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false });
  return parts;
}

