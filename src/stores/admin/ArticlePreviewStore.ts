import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_PREVIEW_LINK_DAYS, type PreviewLink, type PreviewLinkDays } from '../../../contracts/articlePreviews';
import type { Locale } from '../../../contracts/common';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../../api/articlePreviews';
import type { ArticleEditorStore } from './ArticleEditorStore';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskCallFailed, reloadDesk, type DeskError } from './EditSession';

/** The widths the desk's preview shows the page at: a common phone's, and a desktop's. */
export const PREVIEW_WIDTHS = { phone: 375, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The reader's address of a preview link (below the site's origin). */
export function previewPath(locale: Locale, token: string): string {
  return `/${locale}/preview/${encodeURIComponent(token)}`;
}

/**
 * The desk's preview of an article (docs/decisions/105): the real reader's page of its saved copy, by a private link
 * that expires, shown at a phone's and a desktop's width; the article's links, who made each and until when it
 * works, each revocable. A link's token comes only in the answer that made it (the server keeps its hash): the desk
 * shows and copies the link it made now; an earlier one can only be revoked, or a new one made.
 */
export class ArticlePreviewStore {
  links: PreviewLink[] = [];
  /** How long a new link works. */
  days: PreviewLinkDays = DEFAULT_PREVIEW_LINK_DAYS;
  width: PreviewWidth = 'phone';
  /** The link made on this desk, with its token: what the frames show and "Copy link" copies. */
  made: { readonly link: PreviewLink; readonly token: string } | null = null;
  /** A link is being made ('make'), or the id of the one being revoked. */
  busy: string | null = null;
  error: DeskError | null = null;
  /** The last copy: done, or refused by the browser (the link is then shown selected, to copy by hand). */
  copied: 'copied' | 'failed' | null = null;

  /** The links as the server last listed them; `links` is that list with the changes made here since. */
  private readonly list: Resource<PreviewLink[]>;

  constructor(
    private readonly deps: DeskDeps,
    private readonly editor: ArticleEditorStore,
  ) {
    this.list = new Resource(async () => (await listPreviewLinks(deps.api, editor.id ?? '')).links);
    makeAutoObservable<this, 'deps' | 'editor' | 'list'>(this, { deps: false, editor: false, list: false }, { autoBind: true });
  }

  /** The link made here, while it still works. */
  get current(): { readonly link: PreviewLink; readonly token: string } | null {
    const made = this.made;
    if (!made) return null;
    const listed = this.links.find((link) => link._id === made.link._id) ?? made.link;
    return listed.state === 'active' && Date.parse(listed.expiresAt) > this.deps.clock() ? { link: listed, token: made.token } : null;
  }

  /** The address the frames show and "Copy link" copies, in `locale`'s edition; null without a working link. */
  pathIn(locale: Locale): string | null {
    const current = this.current;
    return current ? previewPath(locale, current.token) : null;
  }

  /** Whether a link can be made now: the story is saved once (it has an address on the server) and may be changed. */
  get mayMake(): boolean {
    return this.editor.id !== null && this.editor.mayChange;
  }

  /** A new story, not saved yet: no link until its first save gives it a place on the server. */
  get needsFirstSave(): boolean {
    return this.editor.id === null;
  }

  setDays(days: PreviewLinkDays): void {
    this.days = days;
  }

  setWidth(width: PreviewWidth): void {
    this.width = width;
  }

  /** The article's links, newest first (when the preview opens, and after each change). */
  get status() {
    return this.list.status;
  }

  async load(): Promise<void> {
    if (this.editor.id === null) return;
    const error = await reloadDesk(this.deps, this.list);
    runInAction(() => {
      this.error = error;
      if (!error) this.links = this.list.data ?? [];
    });
  }

  /**
   * A new link to the story as saved. Unsaved work is saved first (a link shows what the server has); if that
   * save fails, its message shows in the editor and no link is made.
   */
  make(): Promise<boolean> {
    const id = this.editor.id;
    if (id === null) return Promise.resolve(false);
    return this.run('make', async () => {
      this.copied = null;
      if (this.editor.dirty && !(await this.editor.save())) return false;
      const made = await createPreviewLink(this.deps.api, id, this.days);
      runInAction(() => {
        this.made = made;
        this.links = [made.link, ...this.links.filter((link) => link._id !== made.link._id)];
      });
      return true;
    });
  }

  /** Revokes a link: whoever holds it is told it is no longer valid. */
  revoke(linkId: string): Promise<boolean> {
    return this.run(linkId, async () => {
      const { link } = await revokePreviewLink(this.deps.api, linkId);
      runInAction(() => {
        this.links = this.links.map((candidate) => (candidate._id === link._id ? link : candidate));
        if (this.made?.link._id === link._id) this.made = null;
      });
      return true;
    });
  }

  /**
   * One call on the links at a time (`busy` says which): none while another is on its way; the last error stays until
   * one is answered, and a failure is said in the desk's words.
   */
  private async run(busy: string, work: () => Promise<boolean>): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = busy;
    try {
      const done = await work();
      if (done) runInAction(() => (this.error = null));
      return done;
    } catch (error) {
      runInAction(() => (this.error = deskCallFailed(this.deps, error)));
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Copies `url` (the current link, made absolute by the screen) with the browser's clipboard. */
  async copy(url: string, write: (text: string) => Promise<void>): Promise<void> {
    try {
      await write(url);
      runInAction(() => (this.copied = 'copied'));
    } catch {
      runInAction(() => (this.copied = 'failed'));
    }
  }
}
