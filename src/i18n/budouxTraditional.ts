import { Parser, zhHantModel } from 'budoux';

/** BudouX with its Traditional Chinese model: a chunk of its own, loaded by src/i18n/phrases.ts. */
export function traditionalParser(): Parser {
  return new Parser(zhHantModel);
}
