/**
 * What search looks stories up by (docs/decisions/055): each edition's text folded (lower case, one Chinese
 * script: src/rules/scriptFold.ts) and cut into tokens — whole Latin-script words, and each Chinese character
 * with each pair of neighbours. PostgreSQL keeps them as a tsvector under a GIN index; the mock keeps the same
 * text. A query asks for the tokens every term must have (a Latin word as a prefix, for plurals), which finds a
 * superset of the matches; the one matching rule (contracts/searchMatch.ts) then decides, in both stores alike.
 */
import type { Locale } from '../../contracts/common';
import { isCjk, isWordChar } from '../../contracts/searchMatch';
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
    const kind = isCjk(char) ? 'cjk' : isWordChar(char) ? 'word' : 'gap';
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
            tokens: [...textTokens(`${text.title}\n${text.description}\n${stripHtml(text.content)}`)].join(' '),
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
