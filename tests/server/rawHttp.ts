import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RawAnswer {
  /** The status of the first answer, or 0 when the server closed without one. */
  readonly status: number;
  readonly text: string;
  /** Milliseconds from connecting until the server closed the connection. */
  readonly closedAfterMs: number;
}

const CLIENT = fileURLToPath(new URL('./rawClient.mjs', import.meta.url));

/**
 * An HTTP/1.1 exchange over a plain socket on 127.0.0.1, written as given: no client normalises the path, and
 * Node's own limits (head size, timeouts) apply, which `inject` skips. `chunks` are written `everyMs` apart.
 * The socket lives in a child process (tests/server/rawClient.mjs), out of reach of MSW's socket interceptor.
 */
export function rawRequest(port: number, chunks: readonly string[], everyMs = 0, giveUpMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLIENT, JSON.stringify({ port, chunks, everyMs, giveUpMs })], (failure, stdout) => {
      if (failure) return reject(new Error(failure.message));
      const answer = JSON.parse(stdout) as { error: string } | { text: string; closedAfterMs: number };
      if ('error' in answer) return reject(new Error(answer.error));
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1] ?? 0), ...answer });
    });
  });
}

/** One complete request that asks the server to close afterwards. */
export function rawGet(port: number, path: string, method = 'GET'): Promise<RawAnswer> {
  return rawRequest(port, [`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`]);
}
