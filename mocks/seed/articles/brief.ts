/**
 * What an article section's file provides: one brief per article (its own title, description, opening, a
 * detail paragraph and a pull quote, per locale) and the section's bank of headed passages, checklist and
 * closing lines that mocks/seed/articles.ts weaves in to make each article's body.
 */
import type { Locale } from '../../../contracts/common';

export interface BriefText {
  readonly title: string;
  readonly description: string;
  /** The opening paragraph. */
  readonly lede: string;
  /** The second paragraph: the article's own facts. */
  readonly detail: string;
  /** Shown as a <blockquote>. */
  readonly quote: string;
}

export interface ArticleBrief extends Readonly<Record<Locale, BriefText>> {
  readonly id: string;
  readonly slug: string;
  /** Subcategory alias within the section, or null for the section as a whole. */
  readonly sub: string | null;
  readonly authorId: string;
  /** Day of publication, YYYY-MM-DD (the time of day is the seed's choice). */
  readonly date: string;
  readonly pollId?: string;
}

export interface Passage {
  readonly heading: string;
  readonly text: string;
}

/** Every locale lists the same passages in the same order: an article uses the same ones in each language. */
export interface SectionBank {
  readonly passages: Readonly<Record<Locale, readonly Passage[]>>;
  readonly checklist: Readonly<Record<Locale, { readonly heading: string; readonly items: readonly string[] }>>;
  /** Last paragraphs; may hold a link. */
  readonly closings: Readonly<Record<Locale, readonly string[]>>;
}

export interface Section {
  /** The category's alias. */
  readonly alias: string;
  readonly briefs: readonly ArticleBrief[];
  readonly bank: SectionBank;
}
