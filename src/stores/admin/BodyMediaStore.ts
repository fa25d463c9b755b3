import { makeAutoObservable, observableRef } from 'mobx';
import type { ImageRef } from '../../../contracts/common';
import type { DeskDeps } from './deskDeps';
import { deskFailure } from './EditSession';
import { PictureUpload } from './pictureUpload';

/** Why a picture for the body was refused before or as it was sent. */
export type BodyPictureRefusal = 'imageType' | 'imageTooLarge';

/**
 * Where "choose from the media library" plugs in (issue 25 item 3, built beside this one): a chooser opens the
 * library and answers the picture an editor picked, or null when they closed it. The body's picture and gallery
 * dialogs offer the choice only once one is set (`BodyMediaStore.useLibrary`).
 */
export interface MediaLibraryChooser {
  choosePicture(): Promise<ImageRef | null>;
}

/** What the article's editor lends: a failure that is not a refusal is the whole editor's (offline, signed out). */
export interface BodyMediaOwner {
  readonly session: { fail(error: unknown): void; answered(): void };
}

/**
 * The pictures an article's body takes in (its picture and gallery blocks, docs/decisions/097): uploaded through
 * the desk's one picture upload (the cover's: type and size checked first, then sent with its progress), or chosen
 * from the media library once there is one. A refusal is said in the block's dialog, not at the top of the form.
 */
export class BodyMediaStore {
  refusal: BodyPictureRefusal | null = null;
  library: MediaLibraryChooser | null = null;
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

  /** The media library's way in (the seam): set by whoever builds the library, once the desk has one. */
  useLibrary(chooser: MediaLibraryChooser | null): void {
    this.library = chooser;
  }

  get hasLibrary(): boolean { return this.library !== null; }

  /** A picture from the library, or null when the editor closed it (or there is no library yet). */
  async chooseFromLibrary(): Promise<ImageRef | null> {
    this.refusal = null;
    return this.library ? this.library.choosePicture() : null;
  }

  /** A dialog closed: its refusal goes with it. */
  clearRefusal(): void {
    this.refusal = null;
  }
}
