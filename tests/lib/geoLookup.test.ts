import { describe, expect, it } from 'vitest';
import { DEFAULT_GEO_LOOKUP_URL } from '../../contracts/weather';
import { ApiFailure } from '../../src/api/client';
import { lookUpLocation } from '../../src/api/weather';
import { createTestStore } from '../render';

/** A geolocation service that never answers: the request ends only when it is aborted. */
const hanging: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('the IP geolocation call (issue 17)', () => {
  it('gives up on a service that does not answer, with a timeout failure', async () => {
    const started = Date.now();
    const failure = await lookUpLocation(DEFAULT_GEO_LOOKUP_URL, hanging, 50).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 0, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('sends no referrer and no credentials to the third party', async () => {
    let seen: RequestInit | undefined;
    const recording: typeof fetch = (_url, init) => {
      seen = init;
      return Promise.resolve(Response.json({ loc: '25.03,121.56', city: 'Taipei', country: 'TW' }));
    };
    await lookUpLocation(DEFAULT_GEO_LOOKUP_URL, recording).catch(() => undefined);
    expect(seen).toMatchObject({ referrerPolicy: 'no-referrer', credentials: 'omit' });
    expect(seen?.headers).toBeUndefined();
  });

  it('the weather widget fails quietly when the lookup times out', async () => {
    const store = createTestStore({ lookUpLocation: () => lookUpLocation(DEFAULT_GEO_LOOKUP_URL, hanging, 50) });
    await expect(store.weather.check()).resolves.toBeUndefined();
    expect(store.weather.weather).toBeNull();
    expect(store.weather.location).toBeNull();
  });
});
