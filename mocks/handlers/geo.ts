/**
 * The third-party IP geolocation service the weather falls back on (contracts/weather.ts's GeoLookupResponse):
 * not our API, so it has no rule; in development it "finds" one city.
 */
import { http, HttpResponse } from 'msw';
import { assert } from 'superstruct';
import { DEFAULT_GEO_LOOKUP_URL, GeoLookupResponse } from '../../contracts/weather';

/** The city an IP lookup "finds" in development. */
const DEV_LOCATION = { loc: '25.0330,121.5654', city: 'Taipei', region: 'Taipei City', country: 'TW' };

const GEO_URL = process.env.GEO_LOOKUP_URL ?? DEFAULT_GEO_LOOKUP_URL;
const GEO_CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': '*' };

export const geoHandlers = [
  // A third-party service on another origin: it answers CORS like the real one (browsers may ask first).
  http.options(GEO_URL, () => new HttpResponse(null, { status: 204, headers: GEO_CORS })),
  http.get(GEO_URL, () => {
    assert(DEV_LOCATION, GeoLookupResponse);
    return HttpResponse.json(DEV_LOCATION, { headers: GEO_CORS });
  }),
];
