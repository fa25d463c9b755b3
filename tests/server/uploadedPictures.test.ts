/**
 * An editor's uploaded picture reaches readers as `npm start` runs the site: the mock API over HTTP in its own
 * process, and the site's server forwarding /api/ to it (one origin, so the page's CSP allows the picture).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { uploadAdminImage } from '../../contracts/adminArticles';
import type { ImageRef } from '../../contracts/common';
import { server as inProcess } from '../../mocks/node';
import { fixtures } from '../../mocks/seed/fixtures';
import { startMockServer } from '../../mocks/server';
import { callEndpoint } from '../contracts/http';
import { startServer } from './serverFixture';

let mock: { url: string; server: Server };
let site: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  // Real HTTP from here on: the in-process interception would answer before the proxy could.
  inProcess.close();
  mock = await startMockServer(0, { logMail: false });
  site = await startServer({ apiBaseUrl: mock.url, proxyApi: true });
});
afterAll(async () => {
  await site.close();
  await new Promise((resolve) => mock.server.close(resolve));
  inProcess.listen({ onUnhandledFrame: 'error' });
});

describe("an editor's picture, through the site's /api/ proxy", () => {
  it('is served to a reader with its bytes, its type and a long cache life', async () => {
    const signedIn = await callEndpoint(mock.url, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } });
    const { token } = signedIn.json as { token: string };
    const bytes = new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a05.jpg')));
    const uploaded = await callEndpoint(mock.url, uploadAdminImage, {
      body: {},
      files: [new File([bytes], 'cover.jpg', { type: 'image/jpeg' })],
      token,
    });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const { image } = uploaded.json as { image: ImageRef };

    const reply = await site.app.inject({ method: 'GET', url: image.path });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(reply.headers['cache-control']).toContain('immutable');
    expect(new Uint8Array(reply.rawPayload)).toEqual(bytes);
  });
});
