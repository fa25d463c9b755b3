/**
 * The editors' uploaded sounds (the home page's player, the media library): kept once per content under its hash,
 * bytes under `audio/{id}` in the file store, served at AUDIO_PATH.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { isUniqueViolation, type Ports } from './ports';
import type { Row } from './schema';

/** Where readers' players load an uploaded audio file: a public GET on the API's origin. */
export const AUDIO_PATH = '/api/media/audio/';

export const soundPathOf = (row: Row<'audio'>): string => `${AUDIO_PATH}${row.id}`;

/** Keeps an audio file under its content's hash; the row, the one already there when these bytes came before. */
export async function keepSound(ports: Ports, bytes: Uint8Array, kind: { type: string; extension: string }, fileName: string, editor: string): Promise<Row<'audio'>> {
  const id = `${bytesToHex(sha256(bytes))}.${kind.extension}`;
  const existing = await ports.store.get('audio', id);
  if (existing) return existing;
  await ports.files.put(`audio/${id}`, bytes, kind.type);
  const row: Row<'audio'> = {
    id,
    type: kind.type,
    // Shown in the desk's list only; kept short and on one line.
    // eslint-disable-next-line no-control-regex
    name: fileName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || id,
    size: bytes.byteLength,
    uploadedBy: editor,
    createdAt: ports.clock.now(),
  };
  try {
    return await ports.store.insert('audio', row);
  } catch (error) {
    // The same file uploaded twice at once: the first row stands, as for a file uploaded before.
    if (!isUniqueViolation(error, 'audio')) throw error;
    return (await ports.store.get('audio', id)) ?? row;
  }
}
