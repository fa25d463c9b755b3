/** The header's weather and location (SPEC §3 Weather, Location; §7 weather call and IP geolocation). */
import { integer, number, object, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Locale } from './common';

/** The IP geolocation service used when config names none (GEO_LOOKUP_URL). */
export const DEFAULT_GEO_LOOKUP_URL = 'https://ipapi.co/json/';

export const WEATHER_ERRORS = {
  unknownLocation: 'Location not found',
} as const;

export const Weather = object({
  tempC: number(),
  tempF: number(),
  /** An icon code: clear-day, clear-night, partly-cloudy, cloudy, rain, showers, thunder, snow, fog, wind. */
  icon: string(),
  /** Localized condition text, e.g. 'Partly cloudy' / '多云'. */
  condition: string(),
  /** Milliseconds since the epoch. */
  lastUpdated: integer(),
});
export type Weather = Infer<typeof Weather>;

export const Location = object({
  city: string(),
  region: string(),
  country: string(),
  /** 'latitude,longitude'. */
  loc: string(),
  lastUpdated: integer(),
});
export type Location = Infer<typeof Location>;

export const getWeather = defineEndpoint({
  method: 'GET',
  path: '/api/client/page/weather',
  /** `location` is 'latitude,longitude' or a city name. */
  query: object({ location: size(string(), 1, 200), locale: Locale }),
  auth: 'none',
  response: object({ weather: Weather, location: Location }),
  errors: [WEATHER_ERRORS.unknownLocation],
});

/**
 * The third-party IP geolocation service (SPEC §7), at config.geoLookupUrl. Not ours and not under /api, so
 * it is described by its response alone; only these four fields are read.
 */
export const GeoLookupResponse = object({
  loc: string(),
  city: string(),
  region: string(),
  country: string(),
});
export type GeoLookupResponse = Infer<typeof GeoLookupResponse>;
