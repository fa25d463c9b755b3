/**
 * The seed's pictures, videos and audio: files under mocks/public/media/ (served at /media/), made by
 * mocks/seed/make-media.sh. Widths and heights are the files' real pixel sizes: change both together.
 */
import type { ImageRef } from '../../contracts/common';

function image(path: string, width: number, height: number): ImageRef {
  return { path: `/media/${path}.jpg`, pathWebp: `/media/${path}.webp`, width, height };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Four 800x450 pictures per article section, in that section's palette. */
export const ARTICLE_IMAGES: Readonly<Record<string, readonly ImageRef[]>> = Object.fromEntries(
  ['world', 'culture', 'travel', 'technology', 'business', 'lifestyle'].map((section, s) => [
    section,
    [1, 2, 3, 4].map((n) => image(`articles/a${pad(s * 4 + n)}`, 800, 450)),
  ]),
);

/** 1600x300 header banners. */
export const BANNERS = [1, 2].map((n) => {
  const { path, pathWebp } = image(`banners/banner-${n}`, 1600, 300);
  return { path, pathWebp };
});

/** 600x300 sponsor pictures c1–c6. */
export const COMMERCIAL_IMAGES = [1, 2, 3, 4, 5, 6].map((n) => image(`commercial/c${n}`, 600, 300));

/** Four galleries of six 800x600 pictures. */
export const GALLERY_IMAGES = [1, 2, 3, 4].map((g) => [1, 2, 3, 4, 5, 6].map((p) => image(`galleries/g${g}-${p}`, 800, 600)));

/** 96x96 author portraits (abstract). */
export const AVATARS = [1, 2, 3, 4, 5].map((n) => image(`authors/au${n}`, 96, 96));

/** H.264 480x270 clips and their posters; `seconds` is each file's real length. */
export const VIDEO_FILES = [
  { src: '/media/videos/v1.mp4', seconds: 5, poster: image('videos/v1-poster', 480, 270) },
  { src: '/media/videos/v2.mp4', seconds: 4, poster: image('videos/v2-poster', 480, 270) },
  { src: '/media/videos/v3.mp4', seconds: 6, poster: image('videos/v3-poster', 480, 270) },
] as const;

/** The main page's audio (15 s, MP3). */
export const WELCOME_AUDIO = '/media/audio/welcome.mp3';
