import type { ImageRef } from '../../contracts/common';

export interface PictureProps {
  readonly image: ImageRef;
  /** '' for a decorative picture (its caption or the link's title already names it). */
  readonly alt: string;
  readonly sizes?: string;
  /** Above the fold: load at once, so the first screen is not waiting on the lazy loader. */
  readonly eager?: boolean;
  readonly className?: string;
}

/**
 * A server picture: the WebP where the browser takes it, the original otherwise. width/height come from the
 * ImageRef, so the browser reserves the right box before the file arrives and nothing below it jumps. A picture
 * with no WebP of its own (an upload: pathWebp is the file itself, JPEG, PNG or WebP) gets no WebP source, so
 * a JPEG is never offered as image/webp.
 */
export function Picture({ image, alt, sizes, eager = false, className }: PictureProps) {
  return (
    <picture>
      {image.pathWebp !== image.path ? <source srcSet={image.pathWebp} type="image/webp" sizes={sizes} /> : null}
      <img
        src={image.path}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        className={className}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}
