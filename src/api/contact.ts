import { contact as contactEndpoint, submitArticle as submitEndpoint, type ContactValues } from '../../contracts/contact';
import type { ApiClient } from './client';

export function sendContact(client: ApiClient, body: ContactValues, idempotencyKey?: string) {
  return client.call(contactEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

/** How much of a request body has gone out; `total` is null when the browser cannot tell. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number | null;
}

export interface UploadOptions {
  readonly onProgress?: (progress: UploadProgress) => void;
  /** The request object to send with; tests hand in a stand-in that reports progress on cue. */
  readonly createRequest?: () => XMLHttpRequest;
}

/** Statuses whose response may not have a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * fetch reports no upload progress, XMLHttpRequest does. This is a fetch-shaped function on XMLHttpRequest, so
 * the upload still goes through ApiClient.call: base URL, timeout and cancelling (the abort signal), rejection
 * with the response body (ApiFailure) and the response contract stay in one place.
 */
export function xhrTransport({ onProgress, createRequest = () => new XMLHttpRequest() }: UploadOptions = {}): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(new DOMException('The request was aborted', 'AbortError'));
        return;
      }
      const xhr = createRequest();
      xhr.open(init.method ?? 'GET', requestUrl(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      let total: number | null = null;
      xhr.upload.onprogress = (event) => {
        total = event.lengthComputable ? event.total : null;
        onProgress?.({ loaded: event.loaded, total });
      };
      // Not every browser sends a last progress event at 100 %.
      xhr.upload.onload = () => {
        if (total !== null) onProgress?.({ loaded: total, total });
      };
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);
      xhr.onload = () => {
        settle();
        const status = xhr.status;
        if (status < 200 || status > 599) {
          reject(new TypeError(`Unexpected status ${status}`));
          return;
        }
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, {
            status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        settle();
        reject(new DOMException('The request was aborted', 'AbortError'));
      };
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * SPEC §7 multipart: a `values` field with the JSON of the body, one field per file; progress as it uploads.
 * Up to 25 MB may take longer than the client's timeout: it counts from the last progress event instead
 * (docs/decisions/014). `signal` cancels the upload.
 */
export function submitArticle(
  client: ApiClient,
  body: ContactValues,
  files: readonly File[],
  options: UploadOptions & { readonly signal?: AbortSignal; readonly idempotencyKey?: string } = {},
) {
  const { signal, idempotencyKey, ...upload } = options;
  const canTrack = upload.createRequest !== undefined || typeof XMLHttpRequest === 'function';
  const transport = (progressed: () => void) =>
    xhrTransport({
      ...upload,
      onProgress: (progress) => {
        progressed();
        upload.onProgress?.(progress);
      },
    });
  return client.call(submitEndpoint, {
    body,
    files,
    ...(signal ? { signal } : {}),
    ...(canTrack ? { transport } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}
