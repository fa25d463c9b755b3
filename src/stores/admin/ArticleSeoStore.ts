import { makeAutoObservable, runInAction } from 'mobx';
import { ARTICLE_LIMITS, type ArticleInput } from '../../../contracts/adminArticles';
import type { ImageRef, Locale } from '../../../contracts/common';
import { shareImage, storySharing, type StorySharing } from '../../lib/storySharing';
import type { DeskDeps } from './deskDeps';
import { deskFailure, type DeskError } from './EditSession';
import { PictureUpload } from './pictureUpload';

/** What a search result shows of a title and a description before it cuts them, in widths (a Chinese character: 2). */
export const SNIPPET_WIDTHS = { title: ARTICLE_LIMITS.searchTitle, description: ARTICLE_LIMITS.searchDescription } as const;

/** A text as a search result shows it: cut at `width` with an ellipsis. */
export interface CutText {
  readonly text: string;
  readonly cut: boolean;
}

/** East Asian wide characters (CJK, kana, hangul, full-width forms) take two columns of a result's line. */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** The text cut where a result of `width` columns would cut it: after the last whole character that fits. */
export function cutToWidth(text: string, width: number): CutText {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (displayWidth(clean) <= width) return { text: clean, cut: false };
  let used = 0;
  let kept = '';
  // One column for the ellipsis.
  for (const char of clean) {
    const next = used + (WIDE.test(char) ? 2 : 1);
    if (next > width - 1) break;
    kept += char;
    used = next;
  }
  return { text: `${kept.trimEnd()}…`, cut: true };
}

/** The Google-like result the editor sees: the page's <title>, its address, its description. */
export interface SearchSnippet {
  readonly title: CutText;
  readonly url: string;
  readonly description: CutText;
}

/** The share card the editor sees: picture (its 1200x630 crop where one was made), site, title, description. */
export interface ShareCard {
  readonly image: { readonly path: string; readonly width: number; readonly height: number } | null;
  readonly imageAlt: string;
  readonly host: string;
  readonly title: string;
  readonly description: string;
}

/** What the search and sharing fields need of the article editor: its values, and its session's change and failures. */
export interface SeoEditor {
  readonly values: ArticleInput;
  readonly session: { change(next: ArticleInput): void; fail(error: unknown): void; answered(): void };
}

/**
 * An article's search and sharing fields per language (issue 25 item 9, docs/decisions/093): the search title and
 * description (typed through the editor's setText), the social picture uploaded through the desk's one picture
 * upload (whose 1200x630 crop the API makes on upload), and what search results and share cards will show — the
 * fields where written, else the story's title, standfirst and cover (the reader's page head's rule, storySharing).
 */
export class ArticleSeoStore {
  /** The language whose social picture is on its way. */
  uploadingFor: Locale | null = null;
  /** A social picture refused (its type, its size), said under that language's picker, not the cover's. */
  refused: { readonly locale: Locale; readonly error: DeskError } | null = null;
  private readonly upload: PictureUpload;

  constructor(
    deps: DeskDeps,
    private readonly editor: SeoEditor,
  ) {
    // The upload's owner: a refusal is this language's picker's, any other failure the editor's.
    this.upload = new PictureUpload(deps, {
      // Written (cleared) by the upload as it starts; the refusal itself is kept per language below.
      error: null,
      refuse: (error) => this.refuse(error),
      fail: (error) => {
        const failure = deskFailure(error);
        if (failure.kind === 'imageType' || failure.kind === 'imageTooLarge') this.refuse(failure);
        else editor.session.fail(error);
      },
      answered: () => editor.session.answered(),
    });
    makeAutoObservable<this, 'editor' | 'upload'>(this, { editor: false, upload: false }, { autoBind: true });
  }

  /** The picture is on its way (uploadingFor says for which language), and how far. */
  get uploading(): boolean { return this.upload.progress !== null; }
  get percent(): number | null { return this.upload.percent; }

  /** What search results and share cards show in this language now: the fields where written, else the story's own. */
  sharing(locale: Locale): StorySharing {
    const { values } = this.editor;
    const text = values.data[locale];
    return storySharing({ ...text, description: text.standfirst, image: values.image });
  }

  /** The result as a search engine lists it (`product`: the site's name, after a title it did not get from the desk). */
  snippet(locale: Locale, { domain, product }: { readonly domain: string; readonly product: string }): SearchSnippet {
    const sharing = this.sharing(locale);
    const alias = this.editor.values.alias;
    // The page's <title>, as DocumentHead writes it.
    const title = sharing.own.title ? sharing.title : sharing.title.trim() === '' ? product : `${sharing.title} · ${product}`;
    return {
      title: cutToWidth(title, SNIPPET_WIDTHS.title),
      url: `${hostOf(domain)} › ${locale}${alias ? ` › ${alias}` : ''}`,
      description: cutToWidth(sharing.description, SNIPPET_WIDTHS.description),
    };
  }

  /** The card a share shows. */
  card(locale: Locale, domain: string): ShareCard {
    const sharing = this.sharing(locale);
    return {
      image: sharing.image ? shareImage(sharing.image) : null,
      imageAlt: sharing.imageAlt,
      host: hostOf(domain),
      title: sharing.title.replace(/\s+/g, ' ').trim(),
      description: sharing.description.replace(/\s+/g, ' ').trim(),
    };
  }

  private refuse(error: DeskError): false {
    this.refused = this.uploadingFor ? { locale: this.uploadingFor, error } : null;
    return false;
  }

  /** The language's refusal of a picture, if its last one was refused. */
  refusalFor(locale: Locale): DeskError | null {
    return this.refused?.locale === locale ? this.refused.error : null;
  }

  setSocialImage(locale: Locale, image: ImageRef | null): void {
    const values = this.editor.values;
    this.editor.session.change({ ...values, data: { ...values.data, [locale]: { ...values.data[locale], socialImage: image } } });
    if (image === null && this.refused?.locale === locale) this.refused = null;
  }

  /** A social picture for this language: type and size checked here, then sent through the desk's picture upload. */
  async uploadSocialImage(locale: Locale, file: File): Promise<boolean> {
    this.refused = null;
    this.uploadingFor = locale;
    try {
      return await this.upload.send(file, (image) => this.setSocialImage(locale, image));
    } finally {
      runInAction(() => (this.uploadingFor = null));
    }
  }
}

/** The site's host as a result shows it ('https://huanyu.example' -> 'huanyu.example'). */
function hostOf(domain: string): string {
  return domain.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
