import { ARTICLE_LIMITS } from '../../../contracts/adminArticles';
import type { ImageRef } from '../../../contracts/common';
import { uploadAdminImage } from '../../api/adminArticles';
import { xhrTransport, type UploadProgress } from '../../api/contact';
import type { DeskDeps } from './deskDeps';

/** Why a picture is refused before anything is sent (the contract's types and size), or null when it may go. */
export function pictureProblem(file: File): 'imageType' | 'imageTooLarge' | null {
  if (!(ARTICLE_LIMITS.imageTypes as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > ARTICLE_LIMITS.imageBytes) return 'imageTooLarge';
  return null;
}

/**
 * Sends a desk picture (an article's cover, a sponsor block's picture) through the desk's one upload call, with
 * its progress where the browser can report it (XMLHttpRequest; tests hand in a stand-in).
 */
export async function uploadPicture(deps: DeskDeps, file: File, onProgress: (progress: UploadProgress) => void): Promise<ImageRef> {
  const canTrack = deps.createRequest !== undefined || typeof XMLHttpRequest === 'function';
  const { image } = await uploadAdminImage(
    deps.api,
    file,
    canTrack
      ? (progressed) =>
          xhrTransport({
            ...(deps.createRequest ? { createRequest: deps.createRequest } : {}),
            onProgress: (progress) => {
              progressed();
              onProgress(progress);
            },
          })
      : undefined,
  );
  return image;
}
