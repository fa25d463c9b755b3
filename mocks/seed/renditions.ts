/**
 * Which renditions the seed's pictures have (mocks/seed/make-renditions.ts makes them with sharp, beside the
 * originals). docs/decisions/079.
 */

/**
 * The widths a picture is made at, up to its own: 320 for a compact card on a phone, 640 for a 375 px phone at
 * 1.5–2x or a 280 px row card at 2x, 960 for a 375 px phone at 2.5x or a 400 px grid card at 2x, 1280 for a phone
 * at 3x, 1600 for the 720 px lead picture on a 2x desktop. None larger than the original (it would only be softer).
 */
export const RENDITION_STEPS = [320, 640, 960, 1280, 1600] as const;

export function renditionWidths(width: number): number[] {
  return [...RENDITION_STEPS.filter((step) => step < width), width];
}
