import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_MAX_AGE_MS, WEATHER_FIRST_CHECK_MS, WEATHER_MAX_AGE_MS } from '../../src/stores/WeatherStore';
import { MemoryStorage } from '../../src/lib/storage';
import { createTestStore, TEST_NOW } from '../render';
import { recordRequests } from '../requests';

const TAIPEI = '25.0330,121.5654';

describe('weather and location (SPEC §4, §7, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks 2 s after start: looks the location up by IP, then loads its weather; both are cached', async () => {
    const seen = recordRequests();
    const storage = new MemoryStorage();
    const store = createTestStore({ storage, locale: 'zh-tw' });
    const stop = store.weather.start();
    await vi.advanceTimersByTimeAsync(WEATHER_FIRST_CHECK_MS - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.weather.weather).not.toBeNull());
    expect(seen.map((r) => r.path)).toEqual(['/json/', '/api/client/page/weather']);
    expect(seen[1]?.query).toEqual({ location: TAIPEI, locale: 'zh-tw' });
    expect(store.weather.location?.loc).toBe(TAIPEI);
    expect(JSON.parse(storage.getItem('huanyu:location') ?? '{}')).toMatchObject({ loc: TAIPEI, lastUpdated: TEST_NOW });
    expect(JSON.parse(storage.getItem('huanyu:weather') ?? '{}')).toHaveProperty('tempC');
    stop();
  });

  it('uses the cache while it is fresh: no lookup, no weather call', async () => {
    const storage = new MemoryStorage();
    await createTestStore({ storage }).weather.check();
    const seen = recordRequests();
    const later = createTestStore({ storage, clock: () => TEST_NOW + WEATHER_MAX_AGE_MS - 1000 });
    await later.weather.check();
    expect(seen).toEqual([]);
    expect(later.weather.temperature).not.toBeNull();
  });

  it('refreshes the weather after an hour, and the location after a week', async () => {
    const storage = new MemoryStorage();
    await createTestStore({ storage }).weather.check();
    const seen = recordRequests();
    await createTestStore({ storage, clock: () => TEST_NOW + WEATHER_MAX_AGE_MS + 1 }).weather.check();
    expect(seen.map((r) => r.path)).toEqual(['/api/client/page/weather']);
    seen.length = 0;
    await createTestStore({ storage, clock: () => TEST_NOW + LOCATION_MAX_AGE_MS + 1 }).weather.check();
    expect(seen.map((r) => r.path)).toEqual(['/json/', '/api/client/page/weather']);
  });

  it('checks again when the locale changes, for the texts in the new language', async () => {
    const store = createTestStore({ locale: 'en' });
    store.weather.start();
    await vi.advanceTimersByTimeAsync(WEATHER_FIRST_CHECK_MS);
    await vi.waitFor(() => expect(store.weather.location?.city).toBe('Taipei'));
    store.setLocale('zh-cn');
    await vi.waitFor(() => expect(store.weather.location?.city).toBe('台北'));
  });

  it('a reader who saw the weather in English and comes back to a Chinese page gets it in Chinese', async () => {
    const storage = new MemoryStorage();
    await createTestStore({ storage, locale: 'en' }).weather.check();
    const later = createTestStore({ storage, locale: 'zh-cn' });
    expect(later.weather.location?.city).toBe('Taipei');
    await later.weather.check();
    expect(later.weather.location?.city).toBe('台北');
    expect(later.weather.weather?.condition).toBe('多云');
  });

  it('a locale change while a check is out is checked again once it is back', async () => {
    const store = createTestStore({ locale: 'en' });
    const first = store.weather.check();
    store.setLocale('zh-tw');
    void store.weather.check();
    await first;
    await vi.waitFor(() => expect(store.weather.location?.city).toBe('臺北'));
  });

  it('the toggle flips between Fahrenheit and Celsius, and is remembered', async () => {
    const storage = new MemoryStorage();
    const store = createTestStore({ storage, locale: 'en' });
    await store.weather.check();
    const { tempC, tempF } = store.weather.weather ?? { tempC: 0, tempF: 0 };
    expect(store.weather.unit).toBe('F');
    expect(store.weather.temperature).toBe(Math.round(tempF));
    store.weather.toggleUnit();
    expect(store.weather.temperature).toBe(Math.round(tempC));
    expect(createTestStore({ storage }).weather.unit).toBe('C');
  });

  it('keeps working, without weather, when the lookup fails', async () => {
    const failing = createTestStore({ lookUpLocation: () => Promise.reject(new Error('offline')) });
    await failing.weather.check();
    expect(failing.weather.weather).toBeNull();
    expect(failing.weather.temperature).toBeNull();
    expect(failing.weather.checking).toBe(false);
    // The widget says the weather is not available, rather than leaving its space empty.
    expect(failing.weather.unavailable).toBe(true);
  });

  it('a failed refresh keeps the weather it had, and does not call it unavailable', async () => {
    const storage = new MemoryStorage();
    const store = createTestStore({ storage });
    await store.weather.check();
    expect(store.weather.unavailable).toBe(false);
    const later = createTestStore({ storage, lookUpLocation: () => Promise.reject(new Error('offline')), clock: () => TEST_NOW + LOCATION_MAX_AGE_MS + 1 });
    await later.weather.check();
    expect(later.weather.temperature).not.toBeNull();
    expect(later.weather.unavailable).toBe(false);
  });
});
