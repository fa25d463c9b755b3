/**
 * The editors' uploaded pictures: where readers load them, how big a reader's browser shows them, and how one is
 * kept (once per content, with its renditions where the binding can make them).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { imageSize } from 'image-size';
import { RENDITION_FORMATS, renditionPath, socialPath, type ImageRef } from '../../contracts/common';
import { isUniqueViolation, type Ports, type Reader } from './ports';
import type { Row } from './schema';

/** Where readers load an uploaded picture: a public GET, on the API's origin (proxied by the site's server). */
export const PICTURES_PATH = '/api/media/pictures/';

/** An uploaded picture's type, by what its bytes are (image-size's name), and the extension its name gets. */
export const PICTURE_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The widths a picture is made at, up to its own: 320 for a compact card on a phone, 640 for a 375 px phone at
 * 1.5–2x or a 280 px row card at 2x, 960 for a 375 px phone at 2.5x or a 400 px grid card at 2x, 1280 for a phone
 * at 3x, 1600 for the 720 px lead picture on a 2x desktop. None larger than the original (it would only be softer).
 * The seed's pictures (mocks/seed/make-renditions.ts) and the editors' uploads alike. docs/decisions/079.
 */
export const RENDITION_STEPS = [320, 640, 960, 1280, 1600] as const;

export function renditionWidths(width: number): number[] {
  return [...RENDITION_STEPS.filter((step) => step < width), width];
}

/** The picture's size as a reader's browser shows it: EXIF orientations 5–8 turn it a quarter. */
export function displayedSize(bytes: Uint8Array): { width: number; height: number; type: string } | null {
  try {
    const { width, height, type, orientation } = imageSize(bytes);
    if (!width || !height || !type) return null;
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width, type } : { width, height, type };
  } catch {
    return null;
  }
}

/** A kept picture as pages draw it: its real size, its renditions' widths and its share crop when it has them. */
export function pictureImage(row: Row<'picture'>): ImageRef {
  const path = `${PICTURES_PATH}${row.id}`;
  const widths = row.widths === '' ? [] : row.widths.split(',').map(Number);
  // No WebP is made from a JPEG or PNG without renditions: pathWebp is the file itself, and the reader's <Picture>
  // offers a WebP source only when pathWebp is another file (src/components/Picture.tsx), so no JPEG is labelled WebP.
  return {
    path,
    pathWebp: path,
    width: row.width,
    height: row.height,
    ...(widths.length > 0 ? { widths } : {}),
    ...(row.social ? { social: socialPath(path) } : {}),
  };
}

/**
 * Makes a picture's AVIF and WebP renditions and its share crop, beside it in the file store, and says so on its
 * row. Only where the binding has a renditions port (the real API; the mock keeps originals only).
 */
async function makeRenditions(ports: Ports, row: Row<'picture'>, bytes: Uint8Array): Promise<Row<'picture'>> {
  const { renditions } = ports;
  if (!renditions) return row;
  const original = `pictures/${row.id}`;
  const widths = renditionWidths(row.width);
  for (const width of widths) {
    for (const format of RENDITION_FORMATS) {
      await ports.files.put(renditionPath(original, width, format), await renditions.resize(bytes, width, format), `image/${format}`);
    }
  }
  await ports.files.put(socialPath(original), await renditions.socialCrop(bytes), 'image/jpeg');
  return (await ports.store.update('picture', row.id, { widths: widths.join(','), social: true })) ?? row;
}

/**
 * Keeps an uploaded picture under its content's hash (two uploads of one picture are one file and one row) and
 * answers how pages draw it. With `renditions`, a picture that has none yet gets them (an upload from before they
 * were made, too).
 */
export async function keepPicture(
  ports: Ports,
  bytes: Uint8Array,
  type: string,
  size: { readonly width: number; readonly height: number },
  editor: string,
  { renditions = false }: { readonly renditions?: boolean } = {},
): Promise<ImageRef> {
  const id = `${bytesToHex(sha256(bytes))}.${EXTENSIONS[type] ?? 'bin'}`;
  let row = await ports.store.get('picture', id);
  if (!row) {
    // The bytes first: a picture's row is kept only once its file is (the same bytes under the same name).
    await ports.files.put(`pictures/${id}`, bytes, type);
    const fresh: Row<'picture'> = {
      id,
      type,
      size: bytes.byteLength,
      width: size.width,
      height: size.height,
      widths: '',
      social: false,
      uploadedBy: editor,
      createdAt: ports.clock.now(),
    };
    try {
      await ports.store.insert('picture', fresh);
      row = fresh;
    } catch (error) {
      // The same picture uploaded twice at once: one row, whoever came first.
      if (!isUniqueViolation(error, 'picture')) throw error;
      row = (await ports.store.get('picture', id)) ?? fresh;
    }
  }
  if (renditions && row.widths === '') row = await makeRenditions(ports, row, bytes);
  return pictureImage(row);
}

/** The picture the desk uploaded at `path` (a front page's place, a writer's portrait), or null for any other. */
export async function uploadedPicture(store: Reader, path: string): Promise<Row<'picture'> | null> {
  return path.startsWith(PICTURES_PATH) ? store.get('picture', path.slice(PICTURES_PATH.length)) : null;
}
