import type { IntlShape } from '@formatjs/intl';
import { DEFAULT_GEO_LOOKUP_URL, getWeather } from '../../contracts/weather';
import { config } from '../config';
import type { Locale } from '../../contracts/common';
import type { LiteData } from '../lib/lite';
import { storageKeys } from '../lib/storage';

/**
 * What the Lite script needs of the app (docs/decisions/110): the texts it shows, in the page's language (the
 * app's own messages, so both say the same), and where the weather comes from and is kept.
 */
export function liteData(locale: Locale, intl: IntlShape, app: readonly string[]): LiteData {
  const keys = storageKeys(config.product.slug);
  const toggle = (unit: 'C' | 'F') =>
    intl.formatMessage(
      { id: 'header.weather.toggle', defaultMessage: 'Show the temperature in {unit}' },
      {
        unit:
          unit === 'F'
            ? intl.formatMessage({ id: 'header.weather.fahrenheit', defaultMessage: 'Fahrenheit' })
            : intl.formatMessage({ id: 'header.weather.celsius', defaultMessage: 'Celsius' }),
      },
    );
  return {
    app,
    locale,
    texts: {
      loading: intl.formatMessage({ id: 'lite.loading', defaultMessage: 'Loading the full page…' }),
      failed: intl.formatMessage({ id: 'lite.failed', defaultMessage: 'The full page could not be loaded. Check the connection and try again.' }),
      temperature: intl.formatMessage({ id: 'header.weather.temperature', defaultMessage: '{temperature}°{unit}' }, { temperature: '{temperature}', unit: '{unit}' }),
      otherUnit: intl.formatMessage({ id: 'header.weather.otherUnit', defaultMessage: '°{unit}' }, { unit: '{unit}' }),
      toggle: { C: toggle('C'), F: toggle('F') },
      unavailable: intl.formatMessage({ id: 'header.weather.unavailable', defaultMessage: 'Weather not available' }),
    },
    weather: {
      lookup: DEFAULT_GEO_LOOKUP_URL,
      path: getWeather.path,
      keys: { weather: keys.weather, location: keys.location, unit: keys.temperatureUnit, weatherLocale: keys.weatherLocale },
    },
  };
}
