/**
 * The media library's texts the stores name by code (a kind, a use, a refusal): one place turns each into words, so
 * the grid, the upload list, the dialog and the chooser say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { MEDIA_LIMITS, type MediaUse } from '../../../../contracts/adminMedia';
import type { MediaError } from '../../../stores/admin/MediaLibraryStore';
import { IMAGE_FORMATS, VIDEO_FORMATS } from '../desk/pictureMessages';

/** The sound formats the library takes, as editors know them. */
const SOUND_FORMATS = ['MP3', 'M4A', 'Ogg'];


const useNames = defineMessages<Exclude<MediaUse['kind'], 'page'>>({
  article: { id: 'admin.media.use.article', defaultMessage: 'Story: {title}' },
  frontPage: { id: 'admin.media.use.frontPage', defaultMessage: 'Front page ({title})' },
  sponsor: { id: 'admin.media.use.sponsor', defaultMessage: 'Sponsor block: {title}' },
  writer: { id: 'admin.media.use.writer', defaultMessage: 'Writer: {title}' },
  multimedia: { id: 'admin.media.use.multimedia', defaultMessage: 'Video or gallery: {title}' },
});

export function mediaUseText(intl: IntlShape, use: MediaUse): string {
  return use.kind === 'page'
    ? intl.formatMessage({ id: 'admin.media.use.page', defaultMessage: 'Header & home' })
    : intl.formatMessage(useNames[use.kind], { title: use.title });
}

/** Where the desk edits what uses an item: the story, the pages, the front, the sponsors; writers have no screen. */
export function mediaUseHref(use: MediaUse): string | null {
  if (use.kind === 'article') return `/articles/${use.id}`;
  if (use.kind === 'page') return '/home';
  if (use.kind === 'frontPage') return '/front';
  if (use.kind === 'sponsor') return '/commercial';
  if (use.kind === 'multimedia') return `/multimedia/${use.id}`;
  return null;
}

/** What the file picker says it takes. */
export function mediaHint(intl: IntlShape): string {
  return intl.formatMessage(
    {
      id: 'admin.media.upload.hint',
      defaultMessage: 'Pictures: {pictures}, up to {pictureSize, number} MB. Sounds: {sounds}, up to {soundSize, number} MB. Videos: {videos}, up to {videoSize, number} MB.',
    },
    {
      videos: intl.formatList(VIDEO_FORMATS, { type: 'conjunction' }),
      videoSize: MEDIA_LIMITS.videoBytes / 1024 / 1024,
      pictures: intl.formatList(IMAGE_FORMATS, { type: 'conjunction' }),
      pictureSize: MEDIA_LIMITS.pictureBytes / 1024 / 1024,
      sounds: intl.formatList(SOUND_FORMATS, { type: 'conjunction' }),
      soundSize: MEDIA_LIMITS.audioBytes / 1024 / 1024,
    },
  );
}

const errorMessages = defineMessages({
  offline: { id: 'admin.media.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.media.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: { id: 'admin.media.error.notFound', defaultMessage: 'This item is no longer in the library.' },
  notAllowed: { id: 'admin.media.error.notAllowed', defaultMessage: 'Your role does not allow this change.' },
  kindChanged: { id: 'admin.media.error.kindChanged', defaultMessage: 'Replace a picture with a picture, a sound with a sound, and a video with a video.' },
  inUse: { id: 'admin.media.error.inUse', defaultMessage: 'This item is in use: remove it from the pages listed under “Where it is used” first.' },
  versionConflict: { id: 'admin.media.error.versionConflict', defaultMessage: 'Someone else changed this item meanwhile. Reload it to see their texts; yours are still in the fields.' },
});

/** Why a file or a change was refused, in words. */
export function mediaErrorText(intl: IntlShape, error: MediaError): string {
  switch (error.kind) {
    case 'notMedia':
      return intl.formatMessage(
        { id: 'admin.media.error.notMedia', defaultMessage: 'This file is not a picture ({pictures}), a sound ({sounds}) or a video ({videos}), whatever its name says.' },
        {
          pictures: intl.formatList(IMAGE_FORMATS, { type: 'conjunction' }),
          sounds: intl.formatList(SOUND_FORMATS, { type: 'conjunction' }),
          videos: intl.formatList(VIDEO_FORMATS, { type: 'conjunction' }),
        },
      );
    case 'pictureTooLarge':
      return intl.formatMessage({ id: 'admin.media.error.pictureTooLarge', defaultMessage: 'The picture is larger than {size, number} MB.' }, { size: MEDIA_LIMITS.pictureBytes / 1024 / 1024 });
    case 'audioTooLarge':
      return intl.formatMessage({ id: 'admin.media.error.audioTooLarge', defaultMessage: 'The sound is larger than {size, number} MB.' }, { size: MEDIA_LIMITS.audioBytes / 1024 / 1024 });
    case 'videoTooLarge':
      return intl.formatMessage({ id: 'admin.media.error.videoTooLarge', defaultMessage: 'The video is larger than {size, number} MB.' }, { size: MEDIA_LIMITS.videoBytes / 1024 / 1024 });
    case 'server':
      return intl.formatMessage({ id: 'admin.media.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message });
    default:
      return intl.formatMessage(errorMessages[error.kind]);
  }
}

const successMessages = defineMessages({
  saved: { id: 'admin.media.success.saved', defaultMessage: 'The texts are saved.' },
  replaced: { id: 'admin.media.success.replaced', defaultMessage: 'The file is replaced: every page using it shows the new one.' },
  deleted: { id: 'admin.media.success.deleted', defaultMessage: 'The item is deleted from the library.' },
});

export const mediaSuccessText = (intl: IntlShape, success: 'saved' | 'replaced' | 'deleted') => intl.formatMessage(successMessages[success]);
