import type { Locale } from '../../../../contracts/common';
import type { Category } from '../../../../contracts/content';

/**
 * The multimedia sections and their subsections as one list of choices, each subsection under its section
 * ("Hot Video › Documentary"); a subsection's value is `section/subsection`.
 */
export function sectionOptions(sections: readonly Category[], locale: Locale): { readonly value: string; readonly label: string }[] {
  return sections.flatMap((section) => [
    { value: section._id, label: section.data[locale].name },
    ...section.subcategories.map((sub) => ({ value: `${section._id}/${sub._id}`, label: `${section.data[locale].name} › ${sub.data[locale].name}` })),
  ]);
}
