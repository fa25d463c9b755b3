/**
 * Attachments for tests and stories: a file of any size whose first bytes are what its extension says (the API
 * reads them: src/rules/attachments.ts), so a "PDF" made here is taken for one, and one of 0 bytes is empty.
 */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  pdf: [...'%PDF-1.4\n'].map((char) => char.charCodeAt(0)),
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [...'GIF89a'].map((char) => char.charCodeAt(0)),
};

const TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', txt: 'text/plain', md: 'text/markdown' };

/** `size` bytes that begin with the signature of `name`'s extension (text formats: spaces). */
export function attachmentBytes(name: string, size: number): Uint8Array<ArrayBuffer> {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set((SIGNATURES[extension] ?? []).slice(0, size));
  return bytes;
}

/** A File of `size` bytes named `name`, of the type its extension says unless told. */
export function attachment(name: string, size: number, type?: string): File {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return new File([attachmentBytes(name, size)], name, { type: type ?? TYPES[extension] ?? 'application/octet-stream' });
}
