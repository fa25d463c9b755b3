import {
  getAdminPages as getEndpoint,
  listAdminAudio as listAudioEndpoint,
  saveAdminGeneralPage as saveGeneralEndpoint,
  saveAdminMainPage as saveMainEndpoint,
  uploadAdminAudio as uploadAudioEndpoint,
  uploadAdminBanner as uploadBannerEndpoint,
} from '../../contracts/adminPages';
import type { BodyOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function getAdminPages(client: ApiClient) {
  return client.call(getEndpoint, {});
}

export function saveAdminGeneralPage(client: ApiClient, body: BodyOf<typeof saveGeneralEndpoint>) {
  return client.call(saveGeneralEndpoint, { body });
}

export function saveAdminMainPage(client: ApiClient, body: BodyOf<typeof saveMainEndpoint>) {
  return client.call(saveMainEndpoint, { body });
}

/** The banner, and its WebP when the browser could make one (the server keeps both). */
export function uploadAdminBanner(client: ApiClient, file: File, webp: File | null) {
  return client.call(uploadBannerEndpoint, { body: {}, files: webp ? [file, webp] : [file] });
}

export function uploadAdminAudio(client: ApiClient, file: File) {
  return client.call(uploadAudioEndpoint, { body: {}, files: [file] });
}

export function listAdminAudio(client: ApiClient) {
  return client.call(listAudioEndpoint, {});
}
