import { renditionPath, RENDITION_FORMATS, type ImageRef } from '../../contracts/common';

export interface PictureProps {
  readonly image: ImageRef;
  /** '' for a decorative picture (its caption or the link's title already names it). */
  readonly alt: string;
  /** How wide the picture is shown, per layout (the `sizes` attribute): the browser picks its rendition by it. */
  readonly sizes?: string;
  /** Above the fold: load at once, so the first screen is not waiting on the lazy loader. */
  readonly eager?: boolean;
  /**
   * The page's largest picture (its LCP element): loaded at once and fetched before other pictures. One per page:
   * two "high" pictures would share the bandwidth the first one needs.
   */
  readonly priority?: boolean;
  readonly className?: string;
}

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * A server picture, the one way the site shows one. With renditions (ImageRef.widths): an AVIF and a WebP source,
 * each with every width in its srcset, so the browser takes the smallest file that is sharp at `sizes` on its
 * screen; the original is the fallback. Without (an upload): the WebP where one was made, the original otherwise;
 * a picture with no WebP of its own (pathWebp is the file itself, JPEG, PNG or WebP) gets no WebP source, so a
 * JPEG is never offered as image/webp. width/height come from the ImageRef, so the browser reserves the right box
 * before the file arrives and nothing below it jumps. docs/decisions/079.
 */
export function Picture({ image, alt, sizes, eager = false, priority = false, className }: PictureProps) {
  const widths = image.widths ?? [];
  const loadAtOnce = eager || priority;
  return (
    <picture>
      {widths.length > 0
        ? RENDITION_FORMATS.map((format) => (
            <source
              key={format}
              type={TYPES[format]}
              srcSet={widths.map((width) => `${renditionPath(image.path, width, format)} ${width}w`).join(', ')}
              sizes={sizes}
            />
          ))
        : image.pathWebp !== image.path && <source srcSet={image.pathWebp} type="image/webp" sizes={sizes} />}
      <img
        src={image.path}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        className={className}
        loading={loadAtOnce ? 'eager' : 'lazy'}
        decoding={loadAtOnce ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
