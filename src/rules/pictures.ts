/** The editors' uploaded pictures: where readers load them, and how big a reader's browser shows them. */
import { imageSize } from 'image-size';

/** Where readers load an uploaded picture: a public GET, on the API's origin (proxied by the site's server). */
export const PICTURES_PATH = '/api/media/pictures/';

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
