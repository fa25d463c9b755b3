import { makeAutoObservable, observableRef } from 'mobx';
import type { ImageRef, Locale } from '../../../contracts/common';
import type { DeskDeps } from './deskDeps';
import { deskFailure } from './EditSession';
import type { MediaChoice, MediaChooserStore } from './MediaChooserStore';
import { PictureUpload } from './pictureUpload';

/** Why a picture for the body was refused before or as it was sent. */
export type BodyPictureRefusal = 'imageType' | 'imageTooLarge';

/**
 * A picture as a body block's dialog takes it: an upload's comes without texts; one from the media library brings its
 * alt text in the body's language and its credit, which the dialog shows and the editor may change.
 */
export interface BodyPicture {
  readonly image: ImageRef;
  readonly alt: string;
  readonly credit: string;
}

/** The media library open over a block's dialog: for one picture (a picture block) or several (a gallery). */
export type LibraryChoosing = 'one' | 'several';

/** What the article's editor lends: a failure that is not a refusal is the whole editor's (offline, signed out). */
export interface BodyMediaOwner {
  readonly session: { fail(error: unknown): void; answered(): void };
}

/**
 * The pictures an article's body takes in (its picture and gallery blocks, docs/decisions/097): uploaded through
 * the desk's one picture upload (the cover's: type and size checked first, then sent with its progress), or chosen
 * from the media library through the desk's one chooser (MediaChooserStore: its search, its pages, the several chosen
 * for a gallery), the cover's too. A refusal is said in the block's dialog, not at the top of the form.
 */
export class BodyMediaStore {
  refusal: BodyPictureRefusal | null = null;
  /** The desk's chooser, once the desk lends it (`useLibrary`); without it the dialogs offer uploads only. */
  library: MediaChooserStore | null = null;
  /** Whether the library is open over a block's dialog, and for how many pictures. */
  choosing: LibraryChoosing | null = null;
  private readonly upload: PictureUpload;

  constructor(deps: DeskDeps, owner: BodyMediaOwner) {
    this.upload = new PictureUpload(deps, {
      // Cleared by the upload as it starts; a refusal is kept below.
      error: null,
      refuse: (error) => {
        if (error.kind === 'imageType' || error.kind === 'imageTooLarge') this.refusal = error.kind;
        return false;
      },
      fail: (error) => {
        const failure = deskFailure(error);
        if (failure.kind === 'imageType' || failure.kind === 'imageTooLarge') this.refusal = failure.kind;
        else owner.session.fail(error);
      },
      answered: () => owner.session.answered(),
    });
    makeAutoObservable<this, 'upload'>(this, { upload: false, library: observableRef }, { autoBind: true });
  }

  get uploading(): boolean { return this.upload.progress !== null; }
  get percent(): number | null { return this.upload.percent; }

  /** The uploaded picture as pages draw it (its path, size and renditions' widths), or null when it did not go. */
  async uploadPicture(file: File): Promise<ImageRef | null> {
    this.refusal = null;
    let kept: ImageRef | null = null;
    await this.upload.send(file, (image) => (kept = image));
    return kept;
  }

  /** The media library's way in: the desk lends its chooser to the article's editor (AdminDeskStore.open). */
  useLibrary(chooser: MediaChooserStore | null): void {
    this.library = chooser;
  }

  get hasLibrary(): boolean { return this.library !== null; }

  /** Opens the library over the block's dialog, nothing chosen yet: for one picture, or several for a gallery. */
  openLibrary(choosing: LibraryChoosing): void {
    if (!this.library) return;
    this.refusal = null;
    this.library.clearSelection();
    this.choosing = choosing;
  }

  /** Closed without a choice. */
  closeLibrary(): void {
    this.choosing = null;
    this.library?.clearSelection();
  }

  /**
   * What was chosen, as the block's dialog takes it: each picture with its alt text in the body's language (the
   * edition being written) and its credit, to show and to change before the block goes in. The library closes.
   */
  takeFromLibrary(choices: readonly MediaChoice[], locale: Locale): BodyPicture[] {
    this.closeLibrary();
    return choices.map((choice) => ({ image: choice.image, alt: choice.alt[locale].trim(), credit: choice.credit.trim() }));
  }

  /** A dialog closed: its refusal goes with it. */
  clearRefusal(): void {
    this.refusal = null;
  }
}
