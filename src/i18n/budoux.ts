import { Parser, zhHansModel, zhHantModel } from 'budoux';

/**
 * BudouX with its Chinese models, a chunk of its own loaded by src/i18n/phrases.ts. Both models in one module: split
 * in two, the bundler made the package a bundle shared by both and kept all of it (every language's model and its
 * HTML processor, 670 kB).
 */
export function budouxParser(script: 'Hans' | 'Hant'): Parser {
  return new Parser(script === 'Hans' ? zhHansModel : zhHantModel);
}
