import type { Locale } from '../../contracts/common';

/**
 * The privacy policy and the browsing notice: long texts, one module per locale, loaded only on their pages
 * (each locale is its own chunk; the home page downloads none of them). Every string is an ICU message, as the
 * catalogue's are: `{product}` stands for the product's name in that locale (config.product.name),
 * `<privacy>…</privacy>` becomes a link to the privacy policy and `<contact>…</contact>` a button that opens the
 * contact form (LegalPage).
 */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list shown after the paragraphs. */
  readonly items?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** The "last updated" line, already localized. */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export interface LegalTexts {
  readonly privacy: LegalDocument;
  readonly notice: LegalDocument;
}

export type LegalDocumentName = keyof LegalTexts;

const loaders: Record<Locale, () => Promise<LegalTexts>> = {
  en: () => import('./legalTexts.en').then((module) => module.texts),
  'zh-cn': () => import('./legalTexts.zh-cn').then((module) => module.texts),
  'zh-tw': () => import('./legalTexts.zh-tw').then((module) => module.texts),
};

export function loadLegalTexts(locale: Locale): Promise<LegalTexts> {
  return loaders[locale]();
}
