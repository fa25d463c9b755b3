/**
 * The real API's picture renditions (the rules' PictureRenditions port), with sharp: libvips, made for this, and
 * what the seed's renditions were made with (mocks/seed/make-renditions.ts). docs/decisions/083.
 */
import sharp from 'sharp';
import { SOCIAL_CROP } from '../../contracts/common';
import type { PictureRenditions } from '../rules/ports';

/**
 * An upload waits for its renditions, so they are made quicker than the seed's (effort 2 for AVIF: about a second
 * for all ten files of a 1600 px picture on one core, against seven at effort 6, for files about a fifth larger).
 */
const AVIF = { quality: 52, effort: 2 } as const;
const WEBP = { quality: 74, effort: 4 } as const;
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

export function sharpRenditions(): PictureRenditions {
  // Upright first (EXIF orientation), as a browser shows the original; the metadata is not carried over.
  const upright = (bytes: Uint8Array) => sharp(bytes).rotate();
  return {
    async resize(bytes, width, format) {
      const resized = upright(bytes).resize({ width, withoutEnlargement: true });
      return format === 'avif' ? resized.avif(AVIF).toBuffer() : resized.webp(WEBP).toBuffer();
    },
    async socialCrop(bytes) {
      return upright(bytes).resize({ ...SOCIAL_CROP, fit: 'cover', position: 'attention' }).jpeg(JPEG).toBuffer();
    },
  };
}
