/**
 * What a request asked, as one hash for its Idempotency-Key (src/rules/idempotency.ts): the caller, the query and
 * the body. A form's parts are hashed by name and content, not as sent: a browser picks a new multipart boundary
 * for every send, and a retry of the same contribution must still be the same request.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export async function requestHashOf(request: Request, owner: string): Promise<string> {
  const hash = sha256.create();
  const text = (value: string) => {
    const bytes = utf8ToBytes(value);
    hash.update(utf8ToBytes(`${bytes.length}:`)).update(bytes);
  };
  text(owner);
  text(new URL(request.url).search);
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    for (const [name, value] of form ?? []) {
      text(name);
      if (typeof value === 'string') text(value);
      else {
        text(value.name);
        hash.update(new Uint8Array(await value.arrayBuffer()));
      }
    }
  } else {
    hash.update(new Uint8Array(await request.arrayBuffer()));
  }
  return bytesToHex(hash.digest());
}
