import { mask } from 'superstruct';
import type { QueryOf } from '../../contracts/common';
import { GeoLookupResponse, getWeather as getWeatherEndpoint } from '../../contracts/weather';
import { ApiFailure, type ApiClient } from './client';

export function getWeather(client: ApiClient, query: QueryOf<typeof getWeatherEndpoint>) {
  return client.call(getWeatherEndpoint, { query });
}

/** A third-party service that does not answer within this is given up on: the widget keeps its space. */
export const GEO_LOOKUP_TIMEOUT_MS = 5000;

/**
 * The third-party IP geolocation service (SPEC §7): not our API, so it is fetched directly and checked. It gives
 * up after `timeoutMs` (an ApiFailure with status 0, reason 'timeout'), so a hanging service never holds a
 * connection or the weather check open; the caller fails quietly.
 */
export async function lookUpLocation(
  url: string,
  fetcher: typeof fetch = globalThis.fetch.bind(globalThis),
  timeoutMs = GEO_LOOKUP_TIMEOUT_MS,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // No custom headers: a simple request needs no CORS preflight from the service. No referrer either: the
    // third party learns the reader's address, not which page they read.
    const response = await fetcher(url, { signal: controller.signal, referrerPolicy: 'no-referrer', credentials: 'omit' });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ApiFailure(response.status, body);
    return mask(body, GeoLookupResponse);
  } catch (error) {
    if (controller.signal.aborted) throw new ApiFailure(0, 'The location lookup timed out', 'timeout');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
