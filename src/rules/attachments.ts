/**
 * What a contribution's attachment is, by its bytes (file-type reads the signatures), not by its name or the type
 * the browser claimed: an HTML page named .pdf, or an SVG with a script named .jpg, is refused. Text formats have
 * no signature: they must be UTF-8 text with no NUL. Names are kept as a file name only (no folders, no control
 * characters), so they can be shown and offered for download safely.
 */
import { fileTypeFromBuffer } from 'file-type';

/** The signature each allowed extension must carry (file-type's names), or 'text'. */
const EXPECTED: Readonly<Record<string, readonly string[] | 'text'>> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx', 'zip'],
  odt: ['odt', 'zip'],
  rtf: ['rtf'],
  txt: 'text',
  md: 'text',
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  heic: ['heic'],
};

const TYPES: Readonly<Record<string, string>> = {
  text: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's media type when its bytes are what its extension says, else null. */
export async function sniffedType(name: string, bytes: Uint8Array): Promise<string | null> {
  const extension = extensionOf(name);
  const expected = EXPECTED[extension];
  if (!expected) return null;
  if (expected === 'text') return isText(bytes) ? (TYPES[extension] ?? TYPES.text ?? null) : null;
  const found = await fileTypeFromBuffer(bytes);
  return found && expected.includes(found.ext) ? found.mime : null;
}

const NAME_LIMIT = 200;

/** The last part of a path, without control or invisible characters, at most 200 characters, never empty. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, '').trim().replace(/^\.+/, '');
  const extension = extensionOf(clean);
  if (clean.length <= NAME_LIMIT) return clean || `attachment${extension ? `.${extension}` : ''}`;
  return `${clean.slice(0, NAME_LIMIT - extension.length - 1)}.${extension}`;
}
