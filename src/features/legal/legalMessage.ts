import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A legal text as the message AST that `formatjs compile --ast` / the ICU parser makes of it. The browser bundle
 * has no ICU parser (docs/decisions/039), and the legal texts use only `{product}`, `<privacy>…</privacy>` and
 * `<contact>…</contact>` (src/i18n/legalTexts.ts), so this reads exactly that and refuses anything else:
 * tests/features/legalMessage.test.ts checks every text of every locale against the real parser.
 */
const TOKEN = /\{product\}|<(privacy|contact)>|<\/(privacy|contact)>|[{}<]/g;

export function legalMessage(text: string): MessageFormatElement[] {
  const root: MessageFormatElement[] = [];
  const open: { readonly tag: string; readonly parent: MessageFormatElement[] }[] = [];
  let into = root;
  let at = 0;
  const literal = (end: number) => {
    if (end > at) into.push({ type: 0, value: text.slice(at, end) });
  };
  for (const match of text.matchAll(TOKEN)) {
    literal(match.index);
    at = match.index + match[0].length;
    const [token, opening, closing] = match;
    if (token === '{product}') into.push({ type: 1, value: 'product' });
    else if (opening) {
      const children: MessageFormatElement[] = [];
      into.push({ type: 8, value: opening, children });
      open.push({ tag: opening, parent: into });
      into = children;
    } else if (closing && open.at(-1)?.tag === closing) into = open.pop()!.parent;
    else throw new Error(`A legal text holds ICU the site does not read without a parser: "${token}" in "${text}"`);
  }
  if (open.length > 0) throw new Error(`An unclosed <${open.at(-1)!.tag}> in "${text}"`);
  literal(text.length);
  return root;
}
