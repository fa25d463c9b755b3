/**
 * What search results and share cards show of a story in one language (docs/decisions/093): the newsroom's search
 * title, search description and social picture where it wrote them, else the story's title, standfirst and cover.
 * One rule for the reader's page head and the desk's preview of it.
 */
import { SOCIAL_CROP, type ImageRef } from '../../contracts/common';

export interface StorySharingSource {
  readonly title: string;
  /** The standfirst (the reader's `description`). */
  readonly description: string;
  readonly image: ImageRef | null | undefined;
  readonly imageAlt?: string | undefined;
  readonly searchTitle?: string | undefined;
  readonly searchDescription?: string | undefined;
  readonly socialImage?: ImageRef | null | undefined;
  readonly socialImageAlt?: string | undefined;
}

export interface StorySharing {
  readonly title: string;
  readonly description: string;
  readonly image: ImageRef | null;
  readonly imageAlt: string;
  /** Which of them the newsroom wrote for search and sharing (the rest are the story's own). */
  readonly own: { readonly title: boolean; readonly description: boolean; readonly image: boolean };
}

/** A written value: a text of spaces only is none. */
function written(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export function storySharing(source: StorySharingSource): StorySharing {
  const title = written(source.searchTitle);
  const description = written(source.searchDescription);
  const social = source.socialImage ?? null;
  return {
    title: title ?? source.title,
    description: description ?? source.description,
    image: social ?? source.image ?? null,
    imageAlt: (social ? source.socialImageAlt : source.imageAlt) ?? '',
    own: { title: title !== null, description: description !== null, image: social !== null },
  };
}

/**
 * The picture a share card shows: the 1200x630 crop made for share cards where the picture has one (a 16:9 is cut
 * at the edges by the robots otherwise, and an 800 px one is below what they draw), else the original.
 */
export function shareImage(image: ImageRef): { readonly path: string; readonly width: number; readonly height: number } {
  return image.social ? { path: image.social, ...SOCIAL_CROP } : image;
}
