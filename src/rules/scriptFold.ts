/**
 * Simplified and Traditional Chinese, and their variant characters, made one for search (issue 15): a reader on
 * the Traditional edition types 台北 and finds 臺北; one who types in the other script finds the story too.
 * OpenCC's own dictionaries, applied on both sides (the query and the text), one character at a time: every
 * variant goes to OpenCC's standard Traditional form, then to its Simplified form. One character always becomes
 * one character, so a match's place in the folded text is its place in the text as written, and the highlight
 * marks exactly what the reader sees (docs/decisions/040).
 */
import CJK_COMPATIBILITY from 'opencc-js/dict/CJK_Compatibility_Ideographs';
import HK_VARIANTS_REV from 'opencc-js/dict/HKVariantsRev';
import TS_CHARACTERS from 'opencc-js/dict/TSCharacters';
import TW_VARIANTS_REV from 'opencc-js/dict/TWVariantsRev';

/** An OpenCC dictionary ("from to|from to …") as a map of single characters to their first candidate. */
function characterMap(dictionary: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of dictionary.split('|')) {
    const [from, to] = entry.split(' ');
    // Only character entries whose replacement is one character: phrases would change the text's length.
    if (from && to && Array.from(from).length === 1 && Array.from(to).length === 1) map.set(from, to);
  }
  return map;
}

// The chain OpenCC's tw2s and hk2s conversions use, character entries only: compatibility ideographs, then
// Taiwan and Hong Kong variants back to the standard form, then Traditional to Simplified.
const STAGES = [CJK_COMPATIBILITY, TW_VARIANTS_REV, HK_VARIANTS_REV, TS_CHARACTERS].map(characterMap);
const folded = new Map<string, string>();

function foldCharacter(character: string): string {
  let result = folded.get(character);
  if (result === undefined) {
    result = STAGES.reduce((current, stage) => {
      const next = stage.get(current);
      // A replacement in another number of UTF-16 units would shift every later position: kept as it is.
      return next !== undefined && next.length === current.length ? next : current;
    }, character);
    folded.set(character, result);
  }
  return result;
}

/** `text` with every Chinese character in its Simplified standard form; the same length, position for position. */
export function foldScripts(text: string): string {
  let out = '';
  for (const character of text) out += foldCharacter(character);
  return out;
}
