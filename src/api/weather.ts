import { mask } from 'superstruct';
import type { QueryOf } from '../../contracts/common';
import { GeoLookupResponse, getWeather as getWeatherEndpoint } from '../../contracts/weather';
import { ApiFailure, type ApiClient } from './client';

export function getWeather(client: ApiClient, query: QueryOf<typeof getWeatherEndpoint>) {
  return client.call(getWeatherEndpoint, { query });
}

/** The third-party IP geolocation service (SPEC §7): not our API, so it is fetched directly and checked. */
export async function lookUpLocation(url: string, fetcher: typeof fetch = globalThis.fetch.bind(globalThis)) {
  // No custom headers: a simple request needs no CORS preflight from the service.
  const response = await fetcher(url);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, body);
  // The service sends more than we use (ip, org, timezone, …): only what we use is checked and kept.
  return mask(body, GeoLookupResponse);
}
