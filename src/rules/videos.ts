/**
 * The editors' uploaded video files (the media library, docs/decisions/103): kept once per content under its hash,
 * bytes under `video/{name}` in the file store, served at VIDEO_PATH. The library's item is their only record.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Ports } from './ports';
import type { FileRoute } from './rule';

/** Where readers' players load an uploaded video: a public GET on the API's origin. */
export const VIDEO_PATH = '/api/media/video/';

/** The videos the library takes, by file-type's name of what the bytes are: the type and extension kept. */
export const VIDEOS: Readonly<Record<string, { readonly type: string; readonly extension: string }>> = {
  mp4: { type: 'video/mp4', extension: 'mp4' },
  webm: { type: 'video/webm', extension: 'webm' },
};

/** Keeps a video under its content's hash (the same bytes twice are one file); its path. */
export async function keepVideo(ports: Ports, bytes: Uint8Array, kind: { type: string; extension: string }): Promise<string> {
  const name = `${bytesToHex(sha256(bytes))}.${kind.extension}`;
  if (!(await ports.files.get(`video/${name}`))) await ports.files.put(`video/${name}`, bytes, kind.type);
  return `${VIDEO_PATH}${name}`;
}

/** An uploaded video, for everyone: its name is its content's hash, so it can be cached for ever. */
export const videoFileRoute: FileRoute = {
  prefix: VIDEO_PATH,
  async serve(name, ports) {
    const file = await ports.files.get(`video/${name}`);
    return file ? { kind: 'file', bytes: file.bytes, type: file.type } : { kind: 'missing', message: 'Video not found' };
  },
};
