import { makeAutoObservable, runInAction } from 'mobx';
import { ARTICLE_LIMITS } from '../../../contracts/adminArticles';
import type { ImageRef } from '../../../contracts/common';
import { uploadAdminImage } from '../../api/adminArticles';
import { xhrTransport, type UploadProgress } from '../../api/contact';
import type { DeskDeps } from './deskDeps';
import type { DeskError } from './EditSession';

/** Why a picture is refused before anything is sent (the contract's types and size), or null when it may go. */
export function pictureProblem(file: File): 'imageType' | 'imageTooLarge' | null {
  if (!(ARTICLE_LIMITS.imageTypes as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > ARTICLE_LIMITS.imageBytes) return 'imageTooLarge';
  return null;
}

/**
 * The transport that reports a desk upload's progress where the browser can (XMLHttpRequest; tests hand in a
 * stand-in), or undefined where it cannot (then fetch sends it, without progress).
 */
export function progressTransport(deps: DeskDeps, onProgress: (progress: UploadProgress) => void): ((progressed: () => void) => typeof fetch) | undefined {
  const canTrack = deps.createRequest !== undefined || typeof XMLHttpRequest === 'function';
  if (!canTrack) return undefined;
  return (progressed) =>
    xhrTransport({
      ...(deps.createRequest ? { createRequest: deps.createRequest } : {}),
      onProgress: (progress) => {
        progressed();
        onProgress(progress);
      },
    });
}

/** Whole percent of an upload on its way, or null while its size is not known (or none is). */
export function percentOf(progress: UploadProgress | null | undefined): number | null {
  if (!progress || !progress.total) return null;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

/** Sends a desk picture (an article's cover, a sponsor block's picture) through the desk's one upload call. */
export async function uploadPicture(deps: DeskDeps, file: File, onProgress: (progress: UploadProgress) => void): Promise<ImageRef> {
  const { image } = await uploadAdminImage(deps.api, file, progressTransport(deps, onProgress));
  return image;
}

/** What an upload tells the editor it belongs to: a refusal, a failure, an answer. */
interface UploadOwner {
  error: DeskError | null;
  refuse(error: DeskError): false;
  fail(error: unknown): void;
  answered(): void;
}

/** A desk picture on its way (an article's cover, a sponsor block's picture), with its progress. */
export class PictureUpload {
  progress: UploadProgress | null = null;

  constructor(
    private readonly deps: DeskDeps,
    private readonly owner: UploadOwner,
  ) {
    makeAutoObservable<this, 'deps' | 'owner'>(this, { deps: false, owner: false }, { autoBind: true });
  }

  get percent(): number | null {
    return percentOf(this.progress);
  }

  /** Type and size checked here, then sent; `take` takes the stored picture in. False when it was refused or failed. */
  async send(file: File, take: (image: ImageRef) => void): Promise<boolean> {
    const problem = pictureProblem(file);
    if (problem) return this.owner.refuse({ kind: problem });
    this.owner.error = null;
    this.progress = { loaded: 0, total: file.size || null };
    try {
      const image = await uploadPicture(this.deps, file, (progress) => runInAction(() => (this.progress = progress)));
      runInAction(() => {
        this.progress = null;
        // An answer came: the connection is back, whatever an earlier call found.
        this.owner.answered();
        take(image);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.progress = null;
        this.owner.fail(error);
      });
      return false;
    }
  }
}
