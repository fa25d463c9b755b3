import type { Category } from '../../contracts/content';

/** The section's path: articles under /categories, multimedia under /multimedia (SPEC §2 routes). */
export function categoryPath(category: Category, subcategoryAlias?: string): string {
  const base = category.kind === 'multimedia' ? '/multimedia' : '/categories';
  return `${base}/${category.data.en.alias}${subcategoryAlias ? `/${subcategoryAlias}` : ''}`;
}
