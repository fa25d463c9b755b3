/**
 * How a person's name is written on the site: by the name's own script, not by the page's language
 * (docs/decisions/066). The one function for every place a reader's name is shown (the header, the comment form,
 * comments, the desk, the mails), shared by the client and both APIs so one person reads one way everywhere.
 *
 * - Han, kana and Hangul names: family name first, no space (王小明).
 * - Latin and every other script that spaces its words: given name first, a space between (Emma Clarke).
 * - Mixed: the family name's script decides the order, and the two keep a space (王 Kevin; Yui Nakamura).
 * - One part empty: the other alone.
 */

// Han, kana and Hangul letters: scripts whose names run family name first with no space between the parts.
const EAST_ASIAN_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER = /\p{L}/gu;

export interface PersonNameParts {
  readonly firstName: string;
  readonly lastName: string;
}

/** Whether every letter of `part` is Han, kana or Hangul (marks such as ・ and · are not letters). */
function isEastAsian(part: string): boolean {
  const letters = part.match(LETTER);
  return letters !== null && letters.every((letter) => EAST_ASIAN_LETTER.test(letter));
}

/** A reader's name as the site shows it: ordered and spaced by the script it is written in. */
export function personName({ firstName, lastName }: PersonNameParts): string {
  const family = lastName.trim();
  const given = firstName.trim();
  if (!family || !given) return family || given;
  if (!isEastAsian(family)) return `${given} ${family}`;
  return isEastAsian(given) ? `${family}${given}` : `${family} ${given}`;
}

/**
 * The `userName` a comment request carries (SPEC §3: "last name followed by first name"; 王小明, Clarke Emma). The
 * wire keeps the spec's form; the server signs the comment with personName of the account, never with this
 * (decision 027), so no reader sees it.
 */
export function familyFirstName({ firstName, lastName }: PersonNameParts): string {
  const family = lastName.trim();
  const given = firstName.trim();
  if (!family || !given) return family || given;
  return isEastAsian(family) && isEastAsian(given) ? `${family}${given}` : `${family} ${given}`;
}
