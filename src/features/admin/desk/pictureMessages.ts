import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import type { MediaKind } from '../../../../contracts/adminMedia';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';

/** The picture formats the desk takes (ARTICLE_LIMITS.imageTypes), as editors know them. */
export const IMAGE_FORMATS = ['JPEG', 'PNG', 'WebP'];

/** The video formats the media library takes (MEDIA_LIMITS.videoTypes), as editors know them. */
export const VIDEO_FORMATS = ['MP4', 'WebM'];

/**
 * Why a picture was refused before it was sent (stores/admin/pictureUpload.ts): one text for the article's cover
 * and the sponsor block's picture, which share the check.
 */
export function pictureErrorText(intl: IntlShape, kind: 'imageType' | 'imageTooLarge'): string {
  return kind === 'imageType'
    ? intl.formatMessage(
        { id: 'admin.picture.error.type', defaultMessage: 'Use a {types} picture.' },
        { types: intl.formatList(IMAGE_FORMATS, { type: 'disjunction' }) },
      )
    : intl.formatMessage(
        { id: 'admin.picture.error.tooLarge', defaultMessage: 'The picture is larger than {size, number} MB.' },
        { size: ARTICLE_LIMITS.imageBytes / 1024 / 1024 },
      );
}

const mediaKinds = defineMessages({
  picture: { id: 'admin.media.kind.picture', defaultMessage: 'Picture' },
  audio: { id: 'admin.media.kind.audio', defaultMessage: 'Sound' },
  video: { id: 'admin.media.kind.video', defaultMessage: 'Video' },
});

/** A media library item's kind, as the library's grid, filter and panel name it. */
export const mediaKindName = (intl: IntlShape, kind: MediaKind) => intl.formatMessage(mediaKinds[kind]);
