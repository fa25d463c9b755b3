import { describe, expect, it } from 'vitest';
import { createTestStore } from '../render';

describe('the root store (SPEC §3 client state, §4)', () => {
  it('is flagged loaded once the window load event has fired', () => {
    const store = createTestStore();
    expect(store.loaded).toBe(false);
    window.addEventListener('load', () => store.markLoaded(), { once: true });
    window.dispatchEvent(new Event('load'));
    expect(store.loaded).toBe(true);
  });

  it('names its local-storage keys from the product slug', () => {
    expect(createTestStore().keys).toEqual({
      clientToken: 'huanyu:client-token',
      adminToken: 'huanyu:admin-token',
      deskArticle: 'huanyu:desk-article',
      deskPoll: 'huanyu:desk-poll',
      deskHome: 'huanyu:desk-header-home',
      deskCommercial: 'huanyu:desk-commercial-block',
      deskFront: 'huanyu:desk-front-page',
      deskIssue: 'huanyu:desk-newsletter-issue',
      deskWriter: 'huanyu:desk-writer',
      deskVideo: 'huanyu:desk-video',
      deskGallery: 'huanyu:desk-gallery',
      userToken: 'huanyu:user-token',
      userProfile: 'huanyu:user-profile',
      location: 'huanyu:location',
      weather: 'huanyu:weather',
      weatherLocale: 'huanyu:weather-locale',
      temperatureUnit: 'huanyu:temperature-unit',
      drafts: 'huanyu:drafts',
      draftKeys: 'huanyu:draft-keys',
      place: 'huanyu:place',
    });
  });
});
