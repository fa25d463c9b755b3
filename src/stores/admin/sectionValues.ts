/**
 * The sections form's values and checks (pure): what it edits, the problems of the names and aliases as the
 * server would find them, and where the server's refusal belongs on the form.
 */
import { ALIAS_PATTERN } from '../../../contracts/adminArticles';
import { SECTION_LIMITS, type AdminSection, type SectionKind, type SectionText, type SubsectionInput } from '../../../contracts/adminSections';
import { LOCALES, mapLocales, type Locale } from '../../../contracts/common';

export type SectionTexts = Record<Locale, SectionText>;
export type SectionFieldName = 'name' | 'alias';
/** A field of the section form: `data.zh-cn.alias`. */
export type SectionField = `data.${Locale}.${SectionFieldName}`;

export type SectionProblem =
  | { readonly field: SectionField; readonly kind: 'required' }
  | { readonly field: SectionField; readonly kind: 'tooLong'; readonly max: number }
  | { readonly field: SectionField; readonly kind: 'aliasPattern' }
  | { readonly field: SectionField; readonly kind: 'aliasTaken' };

/**
 * What the form edits: a new section, a section's names, a new subsection of a section, or a subsection's names.
 * `kind` is asked only of a new section.
 */
export type SectionTarget =
  | { readonly mode: 'createSection' }
  | { readonly mode: 'renameSection'; readonly sectionId: string }
  | { readonly mode: 'addSubsection'; readonly sectionId: string }
  | { readonly mode: 'renameSubsection'; readonly sectionId: string; readonly subId: string };

export interface SectionForm {
  readonly target: SectionTarget;
  readonly kind: SectionKind;
  readonly values: SectionTexts;
  /** Set once a submit was tried: the "fill this in" messages show from then on. */
  readonly attempted: boolean;
  /** What the server refused, under its field, until that field changes. */
  readonly refused: SectionProblem | null;
}

/** SPEC §3 admin state, as the sections page says it: what went wrong, by kind. */
export type SectionsError =
  | { readonly kind: 'invalid' | 'offline' | 'sessionExpired' | 'conflict' | 'orderStale' | 'notFound' | 'failed' }
  | { readonly kind: 'inUse'; readonly name: string };

export type SectionsSuccess =
  | { readonly kind: 'created' | 'renamed' | 'subsectionAdded' | 'deleted'; readonly name: string }
  | { readonly kind: 'moved'; readonly name: string; readonly position: number; readonly count: number };

/** Asking before a delete: the section (or subsection) and what still uses it. */
export interface PendingDelete {
  readonly sectionId: string;
  readonly subId: string | null;
  readonly name: string;
  /** Articles, posts, videos, galleries and sponsors filed under it: the delete is refused while any are. */
  readonly uses: number;
}

export const blankTexts = (): SectionTexts => mapLocales(() => ({ name: '', alias: '' }));

export const usesCount = (uses: AdminSection['uses']) => uses.articles + uses.posts + uses.media + uses.sponsors;

const aliasesOf = (data: SectionTexts) => new Set(LOCALES.map((locale) => data[locale].alias));

export const sameTexts = (a: SectionTexts, b: SectionTexts) =>
  LOCALES.every((locale) => a[locale].alias === b[locale].alias && a[locale].name.trim() === b[locale].name.trim());

export const subsectionInputs = (section: AdminSection): SubsectionInput[] => section.subcategories.map(({ _id, data }) => ({ _id, data }));

/** A server's field ('data.en.alias', 'subcategories.2.data.en.alias') as the form's, if it is one of the form's. */
export function formField(field: string | undefined, target: SectionTarget, section: AdminSection | undefined): SectionField | null {
  if (!field) return null;
  const match = /^(?:subcategories\.(\d+)\.)?data\.([a-z-]+)\.(name|alias)$/.exec(field);
  if (!match || !(LOCALES as readonly string[]).includes(match[2] ?? '')) return null;
  const [, index, locale, name] = match;
  const own = `data.${locale}.${name}` as SectionField;
  const sectionForm = target.mode === 'createSection' || target.mode === 'renameSection';
  if (index === undefined) return sectionForm ? own : null;
  if (sectionForm) return null;
  // The subsection the form edits is at its place in the list sent; a new one is last.
  const at = target.mode === 'addSubsection' ? (section?.subcategories.length ?? -1) : (section?.subcategories.findIndex((sub) => sub._id === target.subId) ?? -1);
  return Number(index) === at ? own : null;
}

/** The aliases a form's alias may not take: other sections', or its section's other subsections'. */
function takenAliases(target: SectionTarget, sections: readonly AdminSection[]): Set<string> {
  if (target.mode === 'createSection' || target.mode === 'renameSection') {
    const own = target.mode === 'renameSection' ? target.sectionId : null;
    return new Set(sections.filter((section) => section._id !== own).flatMap((section) => [...aliasesOf(section.data)]));
  }
  const own = target.mode === 'renameSubsection' ? target.subId : null;
  const siblings = sections.find((section) => section._id === target.sectionId)?.subcategories.filter((sub) => sub._id !== own) ?? [];
  return new Set(siblings.flatMap((sub) => [...aliasesOf(sub.data)]));
}

/**
 * The messages under the form's fields: limits, the alias's pattern and an alias in use as one types; empty
 * fields once a submit was tried; what the server refused until that field changes.
 */
export function sectionProblems(form: SectionForm, sections: readonly AdminSection[]): SectionProblem[] {
  const taken = takenAliases(form.target, sections);
  const found: SectionProblem[] = [];
  for (const locale of LOCALES) {
    const { name, alias } = form.values[locale];
    const nameField: SectionField = `data.${locale}.name`;
    const aliasField: SectionField = `data.${locale}.alias`;
    if (name.length > SECTION_LIMITS.name) found.push({ field: nameField, kind: 'tooLong', max: SECTION_LIMITS.name });
    else if (form.attempted && name.trim() === '') found.push({ field: nameField, kind: 'required' });
    if (alias.length > SECTION_LIMITS.alias) found.push({ field: aliasField, kind: 'tooLong', max: SECTION_LIMITS.alias });
    else if (alias === '') {
      if (form.attempted) found.push({ field: aliasField, kind: 'required' });
    } else if (!ALIAS_PATTERN.test(alias)) found.push({ field: aliasField, kind: 'aliasPattern' });
    else if (taken.has(alias)) found.push({ field: aliasField, kind: 'aliasTaken' });
  }
  const refused = form.refused;
  if (refused && !found.some((problem) => problem.field === refused.field)) found.push(refused);
  return found;
}
