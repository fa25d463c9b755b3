/** SPEC §7 weather by location: the cities the `city` table knows, found by name or by the nearest to coordinates. */
import { getWeather, WEATHER_ERRORS } from '../../contracts/weather';
import { docOf, type StoredCity } from './documents';
import { fail, ok } from './outcome';
import type { Reader } from './ports';
import { rule } from './rule';

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

/** A city by name (any language), or the nearest known city to coordinates. */
async function findCity(store: Reader, location: string): Promise<StoredCity | undefined> {
  // In the order of their ids (their coordinates), so two cities equally near are always decided the same way.
  const cities = (await store.find('city', {}, { orderBy: [['id', 'asc']] })).map((row) => docOf<StoredCity>(row));
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

export const weatherRules = [
  rule(getWeather, async ({ query }, ports) => {
    const city = await findCity(ports.store, query.location);
    if (!city) return fail(404, WEATHER_ERRORS.unknownLocation, 'location');
    const now = ports.clock.now();
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
];
