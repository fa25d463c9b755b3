import { describe, expect, it, vi } from 'vitest';
import { getCategories, getMultimedia } from '../../contracts/content';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { createTestStore } from '../render';

describe('multimedia (SPEC §2 hot video, wonderful pictures)', () => {
  it('loads the videos of a multimedia section, and its sponsors', async () => {
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'video', page: 1 });
    const view = multimedia.current?.data;
    expect(view?.category._id).toBe('cat_video');
    expect(view?.videos.length).toBeGreaterThan(0);
    expect(view?.videos.every((video) => video.category === 'cat_video')).toBe(true);
    expect(multimedia.isEmpty).toBe(false);
    // The sponsors load beside the list: wait for them.
    await vi.waitFor(() => expect(multimedia.commercial?.status).toBe('ready'));
    expect(multimedia.commercial?.data?.every((block) => block.pageType === 'multimediaPage')).toBe(true);
    expect(multimedia.commercial?.data?.length).toBeGreaterThan(0);
  });

  it('a subcategory shows only its items', async () => {
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'pictures', subcategory: 'landscapes', page: 1 });
    const view = multimedia.current?.data;
    expect(view?.subcategory?._id).toBe('sub_pictures_landscapes');
    expect(view?.pictures.every((gallery) => gallery.subcategory === 'sub_pictures_landscapes')).toBe(true);
  });

  it('the lightbox opens on a picture, goes round with next and previous, and closes', async () => {
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'pictures', page: 1 });
    const gallery = multimedia.current?.data?.pictures[0];
    expect(gallery).toBeDefined();
    if (!gallery) return;
    const count = gallery.pictures.length;
    multimedia.openPicture(gallery._id, 0);
    expect(multimedia.lightbox).toEqual({ galleryId: gallery._id, index: 0 });
    expect(multimedia.lightboxGallery?._id).toBe(gallery._id);
    multimedia.next();
    expect(multimedia.lightbox?.index).toBe(1);
    multimedia.previous();
    multimedia.previous();
    expect(multimedia.lightbox?.index).toBe(count - 1);
    multimedia.next();
    expect(multimedia.lightbox?.index).toBe(0);
    multimedia.openPicture(gallery._id, 99);
    expect(multimedia.lightbox?.index).toBe(count - 1);
    multimedia.closeLightbox();
    expect(multimedia.lightbox).toBeNull();
    // A gallery that is not on the page opens nothing.
    multimedia.openPicture('gal_missing', 0);
    expect(multimedia.lightbox).toBeNull();
  });

  it('a gallery opened before the page asks for itself again stays open; another page closes it', async () => {
    // A direct load of a gallery's link: the loader ran before hydration, the fragment opened the gallery, then
    // the page's own effect asks for the same page again.
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'pictures', page: 1 });
    const gallery = multimedia.current?.data?.pictures[1];
    expect(gallery).toBeDefined();
    if (!gallery) return;
    multimedia.openPicture(gallery._id, 0);
    await multimedia.open({ slug: 'pictures', page: 1 });
    expect(multimedia.lightbox).toEqual({ galleryId: gallery._id, index: 0 });
    await multimedia.open({ slug: 'pictures', subcategory: 'landscapes', page: 1 });
    expect(multimedia.lightbox).toBeNull();
  });

  it('an unknown section, an article section or an unknown subsection is "not found"', async () => {
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'nowhere', page: 1 });
    expect(multimedia.current?.notFound).toBe(true);
    await multimedia.open({ slug: 'world', page: 1 });
    expect(multimedia.current?.notFound).toBe(true);
    await multimedia.open({ slug: 'video', subcategory: 'nowhere', page: 1 });
    expect(multimedia.current?.notFound).toBe(true);
  });

  it('a section opened while the categories are still on their way waits for them: no false "not found"', async () => {
    // A direct load: the shell asks for the categories first, and they answer late.
    server.use(faultHandler(getCategories, 'slow', { slowMs: 300 }));
    const store = createTestStore();
    void store.content.loadShell();
    expect(store.content.categories.status).toBe('loading');
    await store.multimedia.open({ slug: 'pictures', subcategory: 'landscapes', page: 1 });
    expect(store.multimedia.current?.status).toBe('ready');
    expect(store.multimedia.current?.notFound).toBe(false);
    expect(store.multimedia.current?.data?.subcategory?._id).toBe('sub_pictures_landscapes');
  });

  it('categories that fail are an error with a retry, never "not found"', async () => {
    server.use(faultHandler(getCategories, 'networkError'));
    const store = createTestStore();
    void store.content.loadShell();
    await store.multimedia.open({ slug: 'video', page: 1 });
    expect(store.multimedia.current?.status).toBe('error');
    expect(store.multimedia.current?.notFound).toBe(false);
    expect(store.multimedia.current?.offline).toBe(true);
    server.resetHandlers();
    await store.multimedia.retry();
    expect(store.multimedia.current?.status).toBe('ready');
    expect(store.multimedia.current?.data?.category._id).toBe('cat_video');
  });

  it('a section with nothing in it yet is empty', async () => {
    db.media.deleteMany({ where: { categoryId: { equals: 'cat_pictures' } } });
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'pictures', page: 1 });
    expect(multimedia.current?.status).toBe('ready');
    expect(multimedia.isEmpty).toBe(true);
  });

  it('a 500 or a malformed answer is an error state, and a retry recovers', async () => {
    server.use(faultHandler(getMultimedia, 'serverError'));
    const { multimedia } = createTestStore();
    await multimedia.open({ slug: 'video', page: 1 });
    expect(multimedia.current?.status).toBe('error');
    expect(multimedia.current?.notFound).toBe(false);
    server.resetHandlers();
    server.use(faultHandler(getMultimedia, 'malformed'));
    await multimedia.retry();
    expect(multimedia.current?.status).toBe('error');
    server.resetHandlers();
    await multimedia.retry();
    expect(multimedia.current?.status).toBe('ready');
  });
});
