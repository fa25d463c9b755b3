/**
 * The seed's pictures, videos and audio: files under mocks/public/media/ (served at /media/), made by
 * mocks/seed/make-media.sh. Widths and heights are the files' real pixel sizes: change both together.
 */
import { mapLocales, socialPath, type ImageRef, type Locale } from '../../contracts/common';
import { renditionWidths } from '../../src/rules/pictures';

/** A seed picture: its JPEG and WebP, its AVIF and WebP renditions and, for a story's picture, its share crop. */
function image(path: string, width: number, height: number, { social = false } = {}): ImageRef {
  const original = `/media/${path}.jpg`;
  return {
    path: original,
    pathWebp: `/media/${path}.webp`,
    width,
    height,
    widths: renditionWidths(width),
    ...(social ? { social: socialPath(original) } : {}),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

const ARTICLE_SECTIONS = ['world', 'culture', 'travel', 'technology', 'business', 'lifestyle'] as const;

/** Four 1600x900 pictures per article section, in that section's palette; the stories' share cards crop them. */
export const ARTICLE_IMAGES: Readonly<Record<string, readonly ImageRef[]>> = Object.fromEntries(
  ARTICLE_SECTIONS.map((section, s) => [
    section,
    [1, 2, 3, 4].map((n) => image(`articles/a${pad(s * 4 + n)}`, 1600, 900, { social: true })),
  ]),
);

/**
 * What each article picture shows (make-media.sh draws one composition per picture in its section's palette), for
 * its text alternative: a share card's og:image:alt says what the picture is, not the story's title again.
 */
const COMPOSITIONS: readonly Record<Locale, string>[] = [
  { en: 'overlapping translucent circles', 'zh-cn': '交叠的半透明圆形', 'zh-tw': '交疊的半透明圓形' },
  { en: 'diagonal bands', 'zh-cn': '斜向色带', 'zh-tw': '斜向色帶' },
  { en: 'layered hills under a pale sun', 'zh-cn': '层叠山丘与淡色太阳', 'zh-tw': '層疊山丘與淡色太陽' },
  { en: 'rounded squares scattered over a grid', 'zh-cn': '错落排列的圆角方块', 'zh-tw': '錯落排列的圓角方塊' },
];
const PALETTES: Record<(typeof ARTICLE_SECTIONS)[number], Record<Locale, string>> = {
  world: { en: 'navy and pale blue', 'zh-cn': '深蓝与浅蓝', 'zh-tw': '深藍與淺藍' },
  culture: { en: 'plum, crimson and orange', 'zh-cn': '紫红、深红与橙', 'zh-tw': '紫紅、深紅與橙' },
  travel: { en: 'coral, apricot and teal', 'zh-cn': '珊瑚红、杏黄与青绿', 'zh-tw': '珊瑚紅、杏黃與青綠' },
  technology: { en: 'deep violet and sky blue', 'zh-cn': '深紫与天蓝', 'zh-tw': '深紫與天藍' },
  business: { en: 'slate, teal and gold', 'zh-cn': '青灰、青绿与金', 'zh-tw': '青灰、青綠與金' },
  lifestyle: { en: 'olive, tan and cream', 'zh-cn': '橄榄绿、棕褐与米白', 'zh-tw': '橄欖綠、棕褐與米白' },
};
const DESCRIBED: Record<Locale, (composition: string, palette: string) => string> = {
  en: (composition, palette) => `Illustration: ${composition} in ${palette}`,
  'zh-cn': (composition, palette) => `插画：${palette}色调的${composition}`,
  'zh-tw': (composition, palette) => `插畫：${palette}色調的${composition}`,
};
const ARTICLE_IMAGE_ALTS = new Map<string, Record<Locale, string>>(
  ARTICLE_SECTIONS.flatMap((section) =>
    (ARTICLE_IMAGES[section] ?? []).map((picture, n): [string, Record<Locale, string>] => {
      const composition = COMPOSITIONS[n % COMPOSITIONS.length] ?? COMPOSITIONS[0];
      return [picture.path, mapLocales((locale) => DESCRIBED[locale](composition?.[locale] ?? '', PALETTES[section][locale]))];
    }),
  ),
);

/** The text alternative of an article picture (ARTICLE_IMAGES) in `locale`. */
export function articleImageAlt(picture: ImageRef, locale: Locale): string {
  const alt = ARTICLE_IMAGE_ALTS.get(picture.path)?.[locale];
  if (!alt) throw new Error(`seed: no description of ${picture.path}`);
  return alt;
}

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

/** One item of the media library as the seed has it (mocks/seedRows.ts makes its row). */
export interface SeedLibraryItem {
  readonly id: string;
  readonly kind: 'picture' | 'audio' | 'video';
  readonly path: string;
  readonly image: ImageRef | null;
  readonly type: string;
  /** The file's bytes; 0 where the seed does not say (the desk then shows no size). */
  readonly size: number;
  readonly alt: Readonly<Record<Locale, string>>;
  readonly credit: string;
}

const NO_ALT = mapLocales(() => '');
const fileName = (path: string) => path.split('/').pop() ?? path;

/**
 * The media library's seeded items (docs/decisions/098): the stories' pictures, described and credited; the
 * sponsors' pictures and banners, still to be described (the desk shows which); the home page's sound.
 */
export const LIBRARY_ITEMS: readonly SeedLibraryItem[] = [
  ...Object.values(ARTICLE_IMAGES)
    .flat()
    .map((picture) => ({
      id: `med_${fileName(picture.path).replace(/\.jpg$/, '')}`,
      kind: 'picture' as const,
      path: picture.path,
      image: picture,
      type: 'image/jpeg',
      size: 0,
      alt: mapLocales((locale) => articleImageAlt(picture, locale)),
      credit: 'Huanyu studio',
    })),
  ...COMMERCIAL_IMAGES.map((picture) => ({
    id: `med_${fileName(picture.path).replace(/\.jpg$/, '')}`,
    kind: 'picture' as const,
    path: picture.path,
    image: picture,
    type: 'image/jpeg',
    size: 0,
    alt: NO_ALT,
    credit: '',
  })),
  ...BANNERS.map(({ path, pathWebp }) => ({
    id: `med_${fileName(path).replace(/\.jpg$/, '')}`,
    kind: 'picture' as const,
    path,
    // Banners have no renditions: the JPEG and its WebP only.
    image: { path, pathWebp, width: 1600, height: 300 },
    type: 'image/jpeg',
    size: 0,
    alt: NO_ALT,
    credit: '',
  })),
  { id: 'med_welcome', kind: 'audio', path: WELCOME_AUDIO, image: null, type: 'audio/mpeg', size: 90_638, alt: NO_ALT, credit: 'Huanyu studio' },
  // The films and their posters, for the desk's videos (docs/decisions/103).
  ...VIDEO_FILES.flatMap(({ src, poster }) => [
    { id: `med_${fileName(src).replace(/\.mp4$/, '')}`, kind: 'video' as const, path: src, image: null, type: 'video/mp4', size: 0, alt: NO_ALT, credit: 'Huanyu studio' },
    {
      id: `med_${fileName(poster.path).replace(/\.jpg$/, '')}`,
      kind: 'picture' as const,
      path: poster.path,
      image: poster,
      type: 'image/jpeg',
      size: 0,
      alt: NO_ALT,
      credit: 'Huanyu studio',
    },
  ]),
];
