import { makeAutoObservable } from 'mobx';
import type { NewsletterIssue } from '../../../contracts/adminNewsletters';
import { LOCALES, type Locale } from '../../../contracts/common';
import { listNewsletterIssues } from '../../api/adminNewsletters';
import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { IssueEditorStore } from './IssueEditorStore';

/** The edition an address names (?edition=zh-tw), else the desk's own language. */
export function editionFromSearch(search: string, fallback: Locale): Locale {
  const edition = new URLSearchParams(search).get('edition');
  return (LOCALES as readonly string[]).includes(edition ?? '') ? (edition as Locale) : fallback;
}

/**
 * The desk's newsletter issues (/admin/newsletters/issues): each edition's drafts and what was sent, when and to
 * how many — the record of the newsletter — and the issue open in the editor. What the editor saves or sends shows
 * in the list the next time it is shown.
 */
export class NewsletterIssuesStore {
  readonly results: Resource<readonly NewsletterIssue[]>;
  editor: IssueEditorStore | null = null;

  constructor(
    private readonly deps: DeskDeps,
    /** The signed-in editor's address: where a test copy goes unless they say otherwise. */
    private readonly editorEmail: () => string,
  ) {
    this.results = new Resource(async () => {
      try {
        return (await listNewsletterIssues(deps.api)).issues;
      } catch (error) {
        // An ended session ends the desk's session: a retry could only be refused again.
        if (error instanceof ApiFailure && error.status === 401) deps.sessionExpired();
        throw error;
      }
    });
    makeAutoObservable<this, 'deps' | 'editorEmail'>(this, { deps: false, editorEmail: false, results: false }, { autoBind: true });
  }

  /** The list as the server has it now (every visit: another editor may have sent one). */
  show(): Promise<void> {
    return this.results.load(true);
  }

  /** An edition's issues, newest first. */
  issuesOf(edition: Locale): readonly NewsletterIssue[] {
    return (this.results.data ?? []).filter((issue) => issue.edition === edition);
  }

  /** How many issues each edition has, for its tab. */
  countOf(edition: Locale): number {
    return this.issuesOf(edition).length;
  }

  /** Opens an issue (or a new one of `edition`, id null) in the editor. */
  async open(id: string | null, edition: Locale): Promise<IssueEditorStore> {
    const editor = new IssueEditorStore(this.deps, id, edition, this.editorEmail());
    this.editor = editor;
    await editor.load();
    return editor;
  }

  /** A page that takes over an open editor (a new issue's first save moves it to its own address). */
  adopt(editor: IssueEditorStore): void {
    this.editor = editor;
  }

  close(editor: IssueEditorStore): void {
    if (this.editor === editor) this.editor = null;
  }
}
