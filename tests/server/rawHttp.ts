import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the first answer, or 0 when the server closed without one. */
  readonly status: number;
  readonly text: string;
  /** Milliseconds from connecting until the server closed the connection. */
  readonly closedAfterMs: number;
}

/**
 * An HTTP/1.1 exchange over a plain socket on 127.0.0.1, written as given: no client normalises the path, and
 * Node's own limits (head size, timeouts) apply, which `inject` skips. `chunks` are written `everyMs` apart.
 */
export function rawRequest(port: number, chunks: readonly string[], everyMs = 0, giveUpMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' });
    let text = '';
    const timers: NodeJS.Timeout[] = [];
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      text += data;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      timers.forEach(clearTimeout);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      chunks.forEach((chunk, index) => {
        timers.push(setTimeout(() => socket.writable && socket.write(chunk), index * everyMs));
      });
    });
  });
}

/** One complete request that asks the server to close afterwards. */
export function rawGet(port: number, path: string, method = 'GET'): Promise<RawAnswer> {
  return rawRequest(port, [`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`]);
}
