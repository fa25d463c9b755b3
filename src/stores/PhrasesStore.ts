import { action, makeObservable, observable } from 'mobx';
import type { Locale } from '../../contracts/common';
import { loadPhraseBreaker, type PhraseBreaker, type Phrases } from '../i18n/phrases';

/**
 * The phrases of the Chinese texts a page shows (headlines, standfirsts, cards: docs/decisions/061), the same on
 * the server and in the browser that hydrates its HTML. The server loads the segmenter before rendering, cuts each
 * text as it renders and hands the page's phrases over with the API answers (`rendered`, `adopt`); the browser
 * shows those without the segmenter, which it loads only once the reader moves on to another page (`load`).
 * Until then a text the server did not render is shown as it is, wrapping as the browser wraps.
 */
export class PhrasesStore {
  private readonly breakers = new Map<Locale, PhraseBreaker>();
  /** Phrases handed over by the server, and those cut here: by locale, then text. */
  private readonly known = new Map<Locale, Map<string, Phrases>>();
  /** Bumped when a breaker arrives, so that texts shown unbroken are cut and shown again. */
  private arrived = 0;

  constructor() {
    makeObservable<PhrasesStore, 'arrived' | 'arrive'>(this, { arrived: observable, arrive: action });
  }

  /** `text` in phrases, or null: English, or no phrases known and no segmenter loaded yet. */
  phrasesOf(text: string, locale: Locale): Phrases | null {
    const known = this.known.get(locale)?.get(text);
    if (known) return known;
    // Read for its change only: a breaker's arrival re-renders what is shown unbroken.
    void this.arrived;
    const breaker = this.breakers.get(locale);
    if (!breaker) return null;
    const phrases = breaker(text);
    this.remember(locale, text, phrases);
    return phrases;
  }

  /** Loads the segmenter of `locale` (nothing for English); resolves once texts can be cut. */
  async load(locale: Locale): Promise<void> {
    if (this.breakers.has(locale)) return;
    const breaker = await loadPhraseBreaker(locale);
    if (breaker && !this.breakers.has(locale)) this.arrive(locale, breaker);
  }

  /** The phrases of every text cut for `locale` so far, for the page to carry (each text once, in order). */
  rendered(locale: Locale): Phrases[] {
    return [...(this.known.get(locale)?.values() ?? [])].filter((phrases) => phrases.length > 1);
  }

  /** The phrases a server-rendered page carried: its texts are shown as the server cut them. */
  adopt(locale: Locale, list: readonly Phrases[]): void {
    for (const phrases of list) this.remember(locale, phrases.join(''), phrases);
  }

  private remember(locale: Locale, text: string, phrases: Phrases): void {
    let texts = this.known.get(locale);
    if (!texts) {
      texts = new Map();
      this.known.set(locale, texts);
    }
    texts.set(text, phrases);
  }

  private arrive(locale: Locale, breaker: PhraseBreaker): void {
    this.breakers.set(locale, breaker);
    this.arrived += 1;
  }
}
