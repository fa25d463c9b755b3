/**
 * The desk's media library in the contract suite (contracts/adminMedia.ts): each endpoint's cases, run against the
 * mock and the real API alike (tests/contracts.test.ts, tests/apiServer/). Refusals use the seed's first story
 * picture (med_a01, a cover, so in use); what changes the server uploads its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_MEDIA_ERRORS,
  deleteAdminMedia,
  getAdminMedia,
  listAdminMedia,
  MEDIA_LIMITS,
  replaceAdminMedia,
  updateAdminMedia,
  uploadAdminMedia,
  type MediaItem,
} from '../../contracts/adminMedia';
import { mapLocales } from '../../contracts/common';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
/** The seed's picture on the first stories' covers. */
const SEEDED = 'med_a01';
const admin = (known: Known) => known.adminToken ?? 'none';
const bytesOf = (file: string) => new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media', file)));
/** Pictures no other case uploads: the library's own, which nothing uses (so one may be deleted). */
const picture = (file = 'a14') => new File([bytesOf(`articles/${file}.jpg`)], `${file}.jpg`, { type: 'image/jpeg' });
const sound = () => new File([bytesOf('audio/welcome.mp3')], 'briefing.mp3', { type: 'audio/mpeg' });
/** A PDF whose name says JPEG: its bytes are what count. */
const pdfNamedJpeg = () => new File(['%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'], 'holiday.jpg', { type: 'image/jpeg' });
const tooLargePicture = () => new File([bytesOf('articles/a14.jpg'), new Uint8Array(MEDIA_LIMITS.pictureBytes)], 'big.jpg', { type: 'image/jpeg' });
const tooLargeVideo = () => new File([bytesOf('videos/v1.mp4'), new Uint8Array(MEDIA_LIMITS.videoBytes)], 'big.mp4', { type: 'video/mp4' });
const tooLargeSound = () => new File([bytesOf('audio/welcome.mp3'), new Uint8Array(MEDIA_LIMITS.audioBytes)], 'big.mp3', { type: 'audio/mpeg' });
const texts = { alt: mapLocales(() => 'A harbour at dawn'), credit: 'Photo: Lin Wen' };

async function uploaded(base: string, known: Known, file: File): Promise<MediaItem> {
  const reply = await callEndpoint(base, uploadAdminMedia, { body: {}, files: [file], token: admin(known) });
  return (reply.json as { item: MediaItem }).item;
}

export function mediaCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const fileErrors = (request: (known: Known, file: File) => ReturnType<EndpointCases['valid']>) => ({
    [ADMIN_MEDIA_ERRORS.notMedia]: { request: (known: Known) => request(known, pdfNamedJpeg()) },
    [ADMIN_MEDIA_ERRORS.pictureTooLarge]: { request: (known: Known) => request(known, tooLargePicture()) },
    [ADMIN_MEDIA_ERRORS.audioTooLarge]: { request: (known: Known) => request(known, tooLargeSound()) },
    [ADMIN_MEDIA_ERRORS.videoTooLarge]: { request: (known: Known) => request(known, tooLargeVideo()) },
  });
  return [
    {
      endpoint: listAdminMedia,
      valid: (known) => ({ query: { query: 'studio', kind: 'picture', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { kind: 'film' } },
      errors: {},
    },
    {
      endpoint: getAdminMedia,
      valid: (known) => ({ query: { id: SEEDED }, token: admin(known) }),
      bad: { query: { id: '' } },
      errors: { [ADMIN_MEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: uploadAdminMedia,
      valid: (known) => ({ body: {}, files: [picture()], token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { unexpected: true }, files: [picture()] },
      errors: fileErrors((known, file) => ({ body: {}, files: [file], token: admin(known) })),
    },
    {
      endpoint: updateAdminMedia,
      valid: async (known) => {
        const item = await uploaded(base, known, picture());
        return { query: { id: item._id }, body: { version: item.version, ...texts }, token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { version: 1, ...texts } }),
      bad: { query: { id: SEEDED }, body: { version: 1, credit: '' } },
      errors: {
        [ADMIN_MEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, ...texts }, token: admin(known) }) },
        [ADMIN_MEDIA_ERRORS.versionConflict]: { request: (known) => ({ query: { id: SEEDED }, body: { version: 9999, ...texts }, token: admin(known) }) },
      },
    },
    {
      endpoint: replaceAdminMedia,
      valid: async (known) => {
        const item = await uploaded(base, known, picture('a15'));
        return { query: { id: item._id }, body: {}, files: [picture('a16')], token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: {}, files: [picture()] }),
      bad: { query: { id: '' }, body: {}, files: [picture()] },
      errors: {
        [ADMIN_MEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: {}, files: [picture()], token: admin(known) }) },
        ...fileErrors((known, file) => ({ query: { id: SEEDED }, body: {}, files: [file], token: admin(known) })),
        [ADMIN_MEDIA_ERRORS.kindChanged]: { request: (known) => ({ query: { id: SEEDED }, body: {}, files: [sound()], token: admin(known) }) },
      },
    },
    {
      endpoint: deleteAdminMedia,
      valid: async (known) => ({ query: { id: (await uploaded(base, known, picture('a13')))._id }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: {} },
      errors: {
        [ADMIN_MEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [ADMIN_MEDIA_ERRORS.inUse]: { request: (known) => ({ query: { id: SEEDED }, token: admin(known) }) },
      },
    },
  ];
}
