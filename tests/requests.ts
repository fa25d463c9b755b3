import { afterEach } from 'vitest';
import { server } from '../mocks/node';

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  readonly authorization: string | null;
}

/** Records every request the code under test makes (after the call has been answered, read `seen`). */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    // A CORS preflight is the environment's, not a call the code made.
    if (request.method === 'OPTIONS') return;
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          let body: unknown = text || undefined;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // multipart or text: keep as is
          }
          seen.push({
            method: request.method,
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            body,
            authorization: request.headers.get('Authorization'),
          });
        }),
    );
  };
  server.events.on('request:start', listener);
  afterEach(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}
