/**
 * The desk's videos and galleries in the contract suite (contracts/adminMultimedia.ts): each endpoint's cases, and
 * one course end to end — a gallery saved at the desk shows on the multimedia page and the home page's band, and the
 * media library counts it where its pictures are used. Run against the mock and the real API alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteAdminMedia, getAdminMedia, listAdminMedia, uploadAdminMedia, type MediaItem } from '../../contracts/adminMedia';
import {
  ADMIN_MULTIMEDIA_ERRORS,
  createAdminMultimedia,
  deleteAdminMultimedia,
  getAdminMultimedia,
  listAdminMultimedia,
  saveAdminMultimedia,
  type AdminMultimedia,
  type GalleryInput,
  type VideoInput,
} from '../../contracts/adminMultimedia';
import { mapLocales, type ImageRef } from '../../contracts/common';
import { getMainSections, getMultimedia } from '../../contracts/content';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
const admin = (known: Known) => known.adminToken ?? 'none';
/** The seed's film and its poster in the library (mocks/seed/media.ts). */
const SEED_FILM = '/media/videos/v2.mp4';
const SEED_POSTER: ImageRef = { path: '/media/videos/v2-poster.jpg', pathWebp: '/media/videos/v2-poster.webp', width: 480, height: 270 };
const texts = (title: string) => mapLocales((locale) => ({ title: locale === 'en' ? title : `${title}（${locale}）`, description: '' }));

export function videoInput(changes: Partial<VideoInput> = {}): VideoInput {
  return {
    kind: 'video',
    category: 'cat_video',
    subcategory: 'sub_video_documentary',
    publishedAt: '2026-11-20T08:00:00.000Z',
    data: texts('Harbour lights'),
    src: SEED_FILM,
    poster: SEED_POSTER,
    durationSeconds: 95,
    ...changes,
  };
}

/** Two library pictures (the seed's story pictures), each with a caption in every language. */
async function libraryPictures(base: string, known: Known, count = 2): Promise<MediaItem[]> {
  const reply = await callEndpoint(base, listAdminMedia, { query: { kind: 'picture', query: 'studio', pageSize: 20 }, token: admin(known) });
  const items = (reply.json as { items: MediaItem[] }).items.filter((item) => item.image && item.path.startsWith('/media/articles/'));
  if (items.length < count) throw new Error('the seed has too few library pictures');
  return items.slice(0, count);
}

export function galleryInput(pictures: readonly ImageRef[], changes: Partial<GalleryInput> = {}): GalleryInput {
  return {
    kind: 'gallery',
    category: 'cat_pictures',
    subcategory: 'sub_pictures_landscapes',
    publishedAt: '2026-11-21T08:00:00.000Z',
    data: texts('Rice terraces'),
    pictures: pictures.map((image, n) => ({ image, data: mapLocales((locale) => ({ caption: `${locale} ${n + 1}`, credit: 'Lin Wen' })) })),
    ...changes,
  };
}

async function newVideo(base: string, known: Known): Promise<AdminMultimedia> {
  const reply = await callEndpoint(base, createAdminMultimedia, { body: videoInput(), token: admin(known) });
  if (reply.status !== 201) throw new Error(`no video made: ${JSON.stringify(reply.json)}`);
  return (reply.json as { item: AdminMultimedia }).item;
}

export function multimediaCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const video = async (known: Known) => (options.destructive ? await newVideo(base, known) : null);
  const saveOwn = async (known: Known, changes: Partial<VideoInput> = {}) => {
    const own = await video(known);
    return { query: { id: own?._id ?? BOGUS }, body: { version: own?.version ?? 1, item: videoInput(changes) }, token: admin(known) };
  };
  const gallery = async (known: Known, changes: Partial<GalleryInput> = {}) => ({
    body: galleryInput((await libraryPictures(base, known)).map((item) => item.image as ImageRef), changes),
    token: admin(known),
  });
  return [
    {
      endpoint: listAdminMultimedia,
      valid: (known) => ({ query: { query: '臺北', kind: 'video', category: 'cat_video', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { kind: 'film' } },
      errors: {},
    },
    {
      endpoint: getAdminMultimedia,
      valid: (known) => ({ query: { id: 'vid_001' }, token: admin(known) }),
      bad: { query: { id: '' } },
      errors: { [ADMIN_MULTIMEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: createAdminMultimedia,
      valid: (known) => ({ body: videoInput(), token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { kind: 'film' } },
      errors: {
        [ADMIN_MULTIMEDIA_ERRORS.titleRequired]: { request: (known) => ({ body: videoInput({ data: texts(' ') }), token: admin(known) }) },
        [ADMIN_MULTIMEDIA_ERRORS.sectionInvalid]: { request: (known) => ({ body: videoInput({ category: 'cat_world', subcategory: null }), token: admin(known) }) },
        [ADMIN_MULTIMEDIA_ERRORS.videoRequired]: { request: (known) => ({ body: videoInput({ src: '/media/videos/elsewhere.mp4' }), token: admin(known) }) },
        [ADMIN_MULTIMEDIA_ERRORS.posterRequired]: { request: (known) => ({ body: { ...videoInput(), poster: undefined }, token: admin(known) }) },
        [ADMIN_MULTIMEDIA_ERRORS.durationInvalid]: { request: (known) => ({ body: videoInput({ durationSeconds: 0 }), token: admin(known) }) },
        [ADMIN_MULTIMEDIA_ERRORS.tooFewPictures]: {
          request: async (known) => {
            const request = await gallery(known);
            return { ...request, body: { ...request.body, pictures: request.body.pictures.slice(0, 1) } };
          },
        },
        [ADMIN_MULTIMEDIA_ERRORS.unknownPicture]: {
          request: async (known) => {
            const request = await gallery(known);
            const [first, second] = request.body.pictures;
            const stranger = { ...second!, image: { path: '/media/elsewhere.jpg', pathWebp: '/media/elsewhere.jpg', width: 10, height: 10 } };
            return { ...request, body: { ...request.body, pictures: [first!, stranger] } };
          },
        },
        [ADMIN_MULTIMEDIA_ERRORS.captionRequired]: {
          request: async (known) => {
            const request = await gallery(known);
            const [first, second] = request.body.pictures;
            return { ...request, body: { ...request.body, pictures: [first!, { ...second!, data: mapLocales(() => ({ caption: ' ' })) }] } };
          },
        },
      },
    },
    {
      endpoint: saveAdminMultimedia,
      valid: (known) => saveOwn(known),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { version: 1, item: videoInput() } }),
      bad: { query: { id: BOGUS }, body: { version: 0 } },
      errors: {
        [ADMIN_MULTIMEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, item: videoInput() }, token: admin(known) }) },
        [ADMIN_MULTIMEDIA_ERRORS.versionConflict]: {
          request: async (known) => {
            const request = await saveOwn(known);
            return { ...request, body: { ...request.body, version: request.body.version + 1000 } };
          },
          destructive: true,
        },
        [ADMIN_MULTIMEDIA_ERRORS.titleRequired]: { request: (known) => saveOwn(known, { data: texts('') }), destructive: true },
        [ADMIN_MULTIMEDIA_ERRORS.sectionInvalid]: { request: (known) => saveOwn(known, { subcategory: 'sub_pictures_landscapes' }), destructive: true },
        [ADMIN_MULTIMEDIA_ERRORS.videoRequired]: { request: (known) => saveOwn(known, { src: '' }), destructive: true },
        [ADMIN_MULTIMEDIA_ERRORS.posterRequired]: {
          request: (known) => saveOwn(known, { poster: { path: '/media/elsewhere.jpg', pathWebp: '/media/elsewhere.jpg', width: 1, height: 1 } }),
          destructive: true,
        },
        [ADMIN_MULTIMEDIA_ERRORS.durationInvalid]: { request: (known) => saveOwn(known, { durationSeconds: 100_000 }), destructive: true },
        // A gallery's refusals are the create's; on a video the kind would not match.
        [ADMIN_MULTIMEDIA_ERRORS.tooFewPictures]: {
          request: async (known) => ({ query: { id: 'gal_001' }, body: { version: 1, item: { ...(await gallery(known)).body, pictures: [] } }, token: admin(known) }),
        },
        [ADMIN_MULTIMEDIA_ERRORS.unknownPicture]: {
          request: async (known) => {
            const body = (await gallery(known)).body;
            const pictures = body.pictures.map((picture) => ({ ...picture, image: { ...picture.image, path: '/media/elsewhere.jpg' } }));
            return { query: { id: 'gal_001' }, body: { version: 1, item: { ...body, pictures } }, token: admin(known) };
          },
        },
        [ADMIN_MULTIMEDIA_ERRORS.captionRequired]: {
          request: async (known) => {
            const body = (await gallery(known)).body;
            const pictures = body.pictures.map((picture) => ({ ...picture, data: mapLocales(() => ({ caption: '' })) }));
            return { query: { id: 'gal_001' }, body: { version: 1, item: { ...body, pictures } }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: deleteAdminMultimedia,
      valid: async (known) => ({ query: { id: (await video(known))?._id ?? BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [ADMIN_MULTIMEDIA_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
  ];
}

const mp4 = () => new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/videos/v1.mp4')))], 'clip.mp4', { type: 'video/mp4' });

export function multimediaChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;

  describe('videos and galleries: from the desk to readers', () => {
    it.runIf(options.destructive)('a gallery saved at the desk shows on its multimedia page and the home band; its pictures are in use', async () => {
      const known = current();
      const pictures = await libraryPictures(base, known, 3);
      const body = galleryInput(
        pictures.map((item) => item.image as ImageRef),
        { data: mapLocales((locale) => ({ title: locale === 'zh-tw' ? '稻浪' : locale === 'zh-cn' ? '梯田的声音' : 'Song of the terraces', description: '' })) },
      );
      const made = await callEndpoint(base, createAdminMultimedia, { body, token: admin(known) });
      expect(made.status).toBe(201);
      const gallery = (made.json as { item: AdminMultimedia }).item;
      expect(gallery.kind).toBe('gallery');
      // Searched in the other script: Traditional words find the Simplified title.
      const found = await callEndpoint(base, listAdminMultimedia, { query: { query: '梯田的聲音', kind: 'gallery' }, token: admin(known) });
      expect((found.json as { items: AdminMultimedia[] }).items.map((item) => item._id)).toContain(gallery._id);
      const page = await callEndpoint(base, getMultimedia, { query: { category: 'pictures', subcategory: 'landscapes' } });
      expect((page.json as { pictures: { _id: string }[] }).pictures.map((item) => item._id)).toContain(gallery._id);
      const home = await callEndpoint(base, getMainSections, { query: { locale: 'zh-tw' } });
      expect((home.json as { multimedia: { pictures: { _id: string }[] } }).multimedia.pictures[0]?._id).toBe(gallery._id);
      // The library counts the gallery where its pictures are used: deleting one is refused.
      const uses = await callEndpoint(base, getAdminMedia, { query: { id: pictures[2]!._id }, token: admin(known) });
      expect((uses.json as { uses: { kind: string; id: string }[] }).uses).toContainEqual(expect.objectContaining({ kind: 'multimedia', id: gallery._id }));
      expect((await callEndpoint(base, deleteAdminMedia, { query: { id: pictures[2]!._id }, token: admin(known) })).status).toBe(409);
      // Reordered and saved again: readers get the new order; a second save from the old version is a conflict.
      const reordered = { ...body, pictures: [...body.pictures].reverse() };
      const saved = await callEndpoint(base, saveAdminMultimedia, { query: { id: gallery._id }, body: { version: gallery.version, item: reordered }, token: admin(known) });
      expect(saved.status).toBe(200);
      const conflict = await callEndpoint(base, saveAdminMultimedia, { query: { id: gallery._id }, body: { version: gallery.version, item: body }, token: admin(known) });
      expect(conflict.status).toBe(409);
      const after = await callEndpoint(base, getMultimedia, { query: { category: 'pictures' } });
      const shown = (after.json as { pictures: { _id: string; pictures: { image: ImageRef }[] }[] }).pictures.find((item) => item._id === gallery._id);
      expect(shown?.pictures[0]?.image.path).toBe(pictures[2]!.path);
      // Deleted: gone from readers, and its pictures free again.
      expect((await callEndpoint(base, deleteAdminMultimedia, { query: { id: gallery._id }, token: admin(known) })).status).toBe(200);
      const gone = await callEndpoint(base, getMultimedia, { query: { category: 'pictures' } });
      expect((gone.json as { pictures: { _id: string }[] }).pictures.map((item) => item._id)).not.toContain(gallery._id);
    });

    it.runIf(options.destructive)('an MP4 is a video by its bytes; a video made of it plays from the library, and a later date waits', async () => {
      const known = current();
      const upload = await callEndpoint(base, uploadAdminMedia, { body: {}, files: [mp4()], token: admin(known) });
      expect(upload.status).toBe(201);
      const item = (upload.json as { item: MediaItem }).item;
      expect(item).toMatchObject({ kind: 'video', type: 'video/mp4', image: null });
      // An MP4 named as a picture is still a video.
      const renamed = new File([await mp4().arrayBuffer()], 'still.jpg', { type: 'image/jpeg' });
      expect(((await callEndpoint(base, uploadAdminMedia, { body: {}, files: [renamed], token: admin(known) })).json as { item: MediaItem }).item.kind).toBe('video');
      const file = await fetch(new URL(item.path, base));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('video/mp4');
      const later = await callEndpoint(base, createAdminMultimedia, { body: videoInput({ src: item.path, publishedAt: '2030-01-01T00:00:00.000Z' }), token: admin(known) });
      expect(later.status).toBe(201);
      const made = (later.json as { item: AdminMultimedia }).item;
      const page = await callEndpoint(base, getMultimedia, { query: { category: 'video' } });
      expect((page.json as { videos: { _id: string }[] }).videos.map((one) => one._id)).not.toContain(made._id);
      expect((await callEndpoint(base, deleteAdminMedia, { query: { id: item._id }, token: admin(known) })).status).toBe(409);
    });
  });
}
