/**
 * How a person's name is written on the site, shared by the client (the comment it sends) and the mock backend
 * (the name it signs a comment with), so one person is spelled one way everywhere (docs/decisions/040).
 *
 * SPEC §3: the family name comes first, then the given name. Chinese, Japanese and Korean names are written that
 * way with no space (王小明, never 王 小明); any other name keeps a space between the two (Clarke Emma).
 */

// Han, kana and Hangul: scripts whose names are written without a space between family and given name.
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fb\u00b7]+$/u;

export interface PersonNameParts {
  readonly firstName: string;
  readonly lastName: string;
}

/** The family name, then the given name: joined without a space when both are written in an East Asian script. */
export function personName({ firstName, lastName }: PersonNameParts): string {
  const family = lastName.trim();
  const given = firstName.trim();
  if (!family || !given) return family || given;
  return EAST_ASIAN.test(family) && EAST_ASIAN.test(given) ? `${family}${given}` : `${family} ${given}`;
}
