import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../contracts/common';
import type { Phrases } from '../i18n/phrases';

/** Where a text's phrases come from (the RootStore's PhrasesStore). */
export interface PhraseSource {
  phrasesOf(text: string, locale: Locale): Phrases | null;
}

const PhrasesContext = createContext<{ readonly source: PhraseSource; readonly locale: Locale } | null>(null);

/** Gives the components below the page's phrases in its language (AppProviders). */
export function PhrasesProvider({ source, locale, children }: { source: PhraseSource; locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ source, locale }), [source, locale]);
  return <PhrasesContext.Provider value={value}>{children}</PhrasesContext.Provider>;
}

/**
 * The phrases of a text in the page's language, or null where it is shown as it is (English; no provider, as in a
 * component's own test). Read inside an observer: a segmenter's arrival re-renders.
 */
export function usePhrases(): (text: string) => Phrases | null {
  const context = useContext(PhrasesContext);
  return (text) => context?.source.phrasesOf(text, context.locale) ?? null;
}
