/** SPEC §7 weather by location, and the third-party IP geolocation service it falls back on. */
import { http, HttpResponse } from 'msw';
import { assert } from 'superstruct';
import { DEFAULT_GEO_LOOKUP_URL, GeoLookupResponse, getWeather, WEATHER_ERRORS } from '../../contracts/weather';
import { mockNow } from '../clock';
import { db, docOf } from '../db';
import { fail, handle, ok } from '../respond';
import type { SeedCity } from '../seed/types';

function coordinates(loc: string): [number, number] | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(loc);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lat, lon] : null;
}

/** Great-circle distance in km. */
function distance([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

/** A city by name (any language), or the nearest seeded city to coordinates. */
function findCity(location: string): SeedCity | undefined {
  const cities = db.city.getAll().map((row) => docOf<SeedCity>(row));
  const point = coordinates(location);
  if (point) {
    return cities
      .map((city) => ({ city, km: distance(point, coordinates(city.loc) ?? [0, 0]) }))
      .sort((a, b) => a.km - b.km)[0]?.city;
  }
  const name = location.trim().toLowerCase();
  return cities.find(
    (city) => city.aliases.some((alias) => alias.toLowerCase() === name) || Object.values(city.city).includes(location.trim()),
  );
}

/** The city an IP lookup "finds" in development. */
const DEV_LOCATION = { loc: '25.0330,121.5654', city: 'Taipei', region: 'Taipei City', country: 'TW' };

const GEO_URL = process.env.GEO_LOOKUP_URL ?? DEFAULT_GEO_LOOKUP_URL;
const GEO_CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': '*' };

export const weatherHandlers = [
  handle(getWeather, ({ query }) => {
    const city = findCity(query.location);
    if (!city) return fail(404, WEATHER_ERRORS.unknownLocation, 'location');
    const now = mockNow();
    const tempC = city.tempC;
    return ok({
      weather: {
        tempC,
        tempF: Math.round((tempC * 9) / 5 + 32),
        icon: city.icon,
        condition: city.condition[query.locale],
        lastUpdated: now,
      },
      location: {
        city: city.city[query.locale],
        region: city.region[query.locale],
        country: city.country[query.locale],
        loc: city.loc,
        lastUpdated: now,
      },
    });
  }),

  // A third-party service on another origin: it answers CORS like the real one (browsers may ask first).
  http.options(GEO_URL, () => new HttpResponse(null, { status: 204, headers: GEO_CORS })),
  http.get(GEO_URL, () => {
    assert(DEV_LOCATION, GeoLookupResponse);
    return HttpResponse.json(DEV_LOCATION, { headers: GEO_CORS });
  }),
];
