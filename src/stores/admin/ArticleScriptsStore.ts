import { makeAutoObservable, runInAction } from 'mobx';
import { conversionFingerprint, conversionState, type ArticleLocaleText, type ConversionState } from '../../../contracts/adminArticles';
import type { Locale } from '../../../contracts/common';
import { converted, converterFrom, isChinese, otherScript, type ChineseLocale } from './chineseScript';
import type { ArticleEditorStore } from './ArticleEditorStore';

/**
 * An article's two Chinese scripts: one filled from the other by OpenCC's phrase-aware conversion, marked
 * "converted, not reviewed" until an editor confirms the review. The texts stay the editor's session's.
 */
export class ArticleScriptsStore {
  /** The script being filled. */
  converting: ChineseLocale | null = null;

  constructor(private readonly editor: ArticleEditorStore) {
    makeAutoObservable<this, 'editor'>(this, { editor: false }, { autoBind: true });
  }

  /** The language a text was filled from by conversion, until an editor confirms its review. */
  convertedFrom(locale: Locale): ChineseLocale | null {
    const text = this.editor.values.data[locale];
    return text.convertedFrom ?? text.conversion?.from ?? null;
  }

  /** Where a language's conversion stands (contracts' conversionState): unreviewed, its source changed, reviewed. */
  state(locale: Locale): ConversionState { return conversionState(this.editor.values.data, locale); }

  /**
   * The editor has read a converted language through and confirms it: it counts as reviewed, against its source as
   * it is now (a later change there marks it "source changed since conversion" again). Saved with the next save.
   */
  confirmReview(locale: Locale): void {
    const { values, session } = this.editor;
    const from = this.convertedFrom(locale);
    if (!from || !isChinese(locale)) return;
    const reviewed: ArticleLocaleText = { ...values.data[locale], convertedFrom: null, conversion: { from, source: conversionFingerprint(values.data[from]) } };
    session.change({ ...values, data: { ...values.data, [locale]: reviewed } });
    session.success = 'reviewed';
  }

  /**
   * Fills the other Chinese script from `from` (title, standfirst, body, the picture's texts, the search and sharing
   * texts); the texts stay editable.
   */
  async convert(from: ChineseLocale): Promise<boolean> {
    const to = otherScript(from);
    const { session } = this.editor;
    this.converting = to;
    try {
      const convert = await converterFrom(from, to);
      runInAction(() => {
        const values = this.editor.values;
        session.change({ ...values, data: { ...values.data, [to]: converted(values.data, from, to, convert) } });
      });
      return true;
    } catch {
      runInAction(() => (session.error = { kind: 'conversionUnavailable' }));
      return false;
    } finally {
      runInAction(() => (this.converting = null));
    }
  }
}
