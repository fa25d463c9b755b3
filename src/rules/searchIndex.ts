/**
 * What search looks stories up by (docs/decisions/055): each edition's text folded (lower case, one Chinese
 * script: src/rules/scriptFold.ts) and cut into tokens — whole Latin-script words, and each Chinese character
 * with each pair of neighbours. PostgreSQL keeps them as a tsvector under a GIN index; the mock keeps the same
 * text. A query asks for the tokens every term must have (a Latin word as a prefix, for plurals), which finds a
 * superset of the matches; the one matching rule (contracts/searchMatch.ts) then decides, in both stores alike.
 */
import type { Locale } from '../../contracts/common';
import { isCjk, isWordChar, type MatchRange } from '../../contracts/searchMatch';
import type { TokenQuery, Tx } from './ports';
import { foldScripts } from './scriptFold';

export type SearchKind = 'article' | 'post';

export interface SearchableText {
  readonly title: string;
  readonly description: string;
  readonly content: string;
}

export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const CJK_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef“”‘’]/u;
const HAN = /\p{Script=Han}/u;

/**
 * The space stripped markup leaves after a Chinese sentence ("尽兴。 走进") is dropped: Chinese never spaces
 * sentences. Between two characters (a heading's end and the next paragraph) it stays, or the two would read as one.
 */
export function tidyCjkSpacing(text: string): string {
  return text.replace(/(\S)\s+(?=(\S))/gu, (whole: string, before: string, after: string) => {
    const punctuationBefore = CJK_PUNCTUATION.test(before) && (HAN.test(after) || CJK_PUNCTUATION.test(after));
    const punctuationAfter = HAN.test(before) && CJK_PUNCTUATION.test(after);
    return punctuationBefore || punctuationAfter ? before : whole;
  });
}

/** An edition's texts as search reads them: the title as written, the standfirst and the body as plain text. */
export interface SearchFields {
  readonly title: string;
  readonly description: string;
  readonly body: string;
}

/**
 * The texts the matcher reads and the index is made from: one preparation for both, so that tidying the spaces
 * (which joins "。 走" into "。走") can never make a match the index has no tokens for.
 */
export function searchFieldsOf(text: SearchableText): SearchFields {
  return {
    title: text.title,
    description: tidyCjkSpacing(text.description.replace(/\s+/g, ' ').trim()),
    body: tidyCjkSpacing(stripHtml(text.content)),
  };
}

/** A place an excerpt may start or end: never inside a Latin word. */
function cuttable(text: string, at: number): boolean {
  return !(isWordChar(text[at - 1]) && isWordChar(text[at]));
}

/**
 * About `around` characters either side of the first match, cut at word edges (a Latin word is never split,
 * nor the match), with an ellipsis where text was left out and no stray space or punctuation next to it.
 */
export function excerpt(text: string, match: MatchRange | undefined, around = 80): string {
  const from = match ?? { start: 0, end: 0 };
  let start = Math.max(0, from.start - around);
  while (start < from.start && !cuttable(text, start)) start += 1;
  let end = Math.min(text.length, from.end + (match ? around : around * 2));
  while (end > from.end && !cuttable(text, end)) end -= 1;
  const cutStart = start > 0;
  const cutEnd = end < text.length;
  let body = text.slice(start, end).trim();
  // An ellipsis stands for the cut: punctuation or a space beside it would double it ("art.…", "betting …").
  if (cutStart) body = body.replace(/^[\s.,;:!?…。，、；：！？]+/u, '');
  if (cutEnd) body = body.replace(/[\s.,;:!?…。，、；：！？]+$/u, '');
  return `${cutStart ? '…' : ''}${body}${cutEnd ? '…' : ''}`;
}

type Run = { readonly cjk: boolean; readonly text: string };

/** The text's Latin-script words and Chinese (and other CJK) runs, in order, folded as the matcher folds. */
function runsOf(text: string): Run[] {
  const folded = foldScripts(text.toLowerCase());
  const runs: Run[] = [];
  let current = '';
  let cjk = false;
  const close = () => {
    if (current) runs.push({ cjk, text: current });
    current = '';
  };
  for (const char of folded) {
    // The matcher reads UTF-16 units: to it, neither half of a letter beyond them (𝐀) continues a word, so here
    // such a letter ends one too, or a word it touches would be indexed under a token no query begins.
    const kind = isCjk(char) ? 'cjk' : char.length === 1 && isWordChar(char) ? 'word' : 'gap';
    if (kind === 'gap' || (current && cjk !== (kind === 'cjk'))) close();
    if (kind !== 'gap') {
      cjk = kind === 'cjk';
      current += char;
    }
  }
  close();
  return runs;
}

function pairsOf(run: string): string[] {
  const chars = Array.from(run);
  return chars.slice(0, -1).map((char, index) => `${char}${chars[index + 1] ?? ''}`);
}

/** The tokens of a text: its words, and its CJK characters one by one and in pairs. */
export function textTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  for (const run of runsOf(text)) {
    if (!run.cjk) tokens.add(run.text);
    else {
      for (const char of run.text) tokens.add(char);
      for (const pair of pairsOf(run.text)) tokens.add(pair);
    }
  }
  return tokens;
}

function tokensOf({ title, description, body }: SearchFields): Set<string> {
  return textTokens(`${title}\n${description}\n${body}`);
}

/**
 * What the index must hold for `terms` (contracts/searchMatch.ts searchTerms) to match: null when the terms have no
 * letters, digits or CJK characters at all (every story is then a candidate).
 */
export function tokenQueryOf(terms: readonly string[]): TokenQuery | null {
  const all = new Set<string>();
  for (const term of terms) {
    for (const run of runsOf(term)) {
      if (!run.cjk) all.add(`${run.text}*`);
      else if (Array.from(run.text).length === 1) all.add(run.text);
      else for (const pair of pairsOf(run.text)) all.add(pair);
    }
  }
  return all.size > 0 ? { all: [...all] } : null;
}

/** The search rows of one story: one per edition, with the tokens of its title, standfirst and body. */
export function searchRowsOf(kind: SearchKind, docId: string, data: Readonly<Partial<Record<Locale, SearchableText>>>) {
  return Object.entries(data).flatMap(([locale, text]) =>
    text
      ? [
          {
            id: `${kind}:${docId}:${locale}`,
            kind,
            docId,
            locale,
            tokens: [...tokensOf(searchFieldsOf(text))].join(' '),
          },
        ]
      : [],
  );
}

/**
 * A story's search rows made again from its reader's document (none while it has none: a draft). Whether a reader
 * may see it is the search rule's to decide (a scheduled story is indexed before it is due).
 */
export async function reindexStory(
  tx: Pick<Tx, 'deleteWhere' | 'insert'>,
  kind: SearchKind,
  docId: string,
  data: Readonly<Partial<Record<Locale, SearchableText>>> | null,
): Promise<void> {
  await tx.deleteWhere('searchDoc', { kind, docId });
  if (data) for (const row of searchRowsOf(kind, docId, data)) await tx.insert('searchDoc', row);
}
