import { Parser, zhHansModel } from 'budoux';

/** BudouX with its Simplified Chinese model: a chunk of its own, loaded by src/i18n/phrases.ts. */
export function simplifiedParser(): Parser {
  return new Parser(zhHansModel);
}
