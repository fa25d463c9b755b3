/**
 * Makes the seed pictures' renditions with sharp, beside the originals under mocks/public/media/: AVIF and WebP at
 * each width of src/rules/pictures.ts (RENDITION_STEPS), and each story picture's 1200x630 share crop. Made once and committed
 * (docs/decisions/079): the builds, CI and a fresh clone need no image encoder. Run after make-media.sh:
 *   npx tsx mocks/seed/make-renditions.ts
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renditionPath, SOCIAL_CROP, type ImageRef } from '../../contracts/common';
import { ARTICLE_IMAGES, AVATARS, COMMERCIAL_IMAGES, GALLERY_IMAGES, VIDEO_FILES } from './media';

const PUBLIC = resolve(dirname(fileURLToPath(import.meta.url)), '../public');
const file = (path: string) => resolve(PUBLIC, `.${path}`);

/** Fixed settings: the same original gives the same bytes on every run with this sharp. */
const AVIF = { quality: 52, effort: 6 } as const;
const WEBP = { quality: 74, effort: 6 } as const;
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

async function renditions(picture: ImageRef): Promise<number> {
  const original = file(picture.path);
  let made = 0;
  for (const width of picture.widths ?? []) {
    const resized = sharp(original).resize({ width, withoutEnlargement: true });
    await resized.clone().avif(AVIF).toFile(file(renditionPath(picture.path, width, 'avif')));
    await resized.clone().webp(WEBP).toFile(file(renditionPath(picture.path, width, 'webp')));
    made += 2;
  }
  if (picture.social) {
    // The middle of the picture: the seed's compositions have no subject to find, a 16:9 loses only its edges.
    await sharp(original).resize({ ...SOCIAL_CROP, fit: 'cover', position: 'centre' }).jpeg(JPEG).toFile(file(picture.social));
    made += 1;
  }
  return made;
}

const pictures: ImageRef[] = [
  ...Object.values(ARTICLE_IMAGES).flat(),
  ...COMMERCIAL_IMAGES,
  ...GALLERY_IMAGES.flat(),
  ...AVATARS,
  ...VIDEO_FILES.map((video) => video.poster),
];
sharp.concurrency(1);
let made = 0;
for (const picture of pictures) {
  mkdirSync(dirname(file(picture.path)), { recursive: true });
  made += await renditions(picture);
}
console.log(`make-renditions: ${made} files for ${pictures.length} pictures under ${PUBLIC}/media`);
