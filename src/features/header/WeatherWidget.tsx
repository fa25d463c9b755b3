import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';
import { WeatherIcon } from './WeatherIcon';

/** SPEC §2: the city and its weather, with a °F/°C toggle. Its space is reserved while it loads. */
export const WeatherWidget = observer(function WeatherWidget() {
  const { weather } = useStores();
  const intl = useIntl();
  const { location, temperature, unit } = weather;
  const condition = weather.weather?.condition;
  return (
    <div className={styles.weather} aria-busy={(temperature === null && !weather.unavailable) || undefined}>
      {location && <span className={styles.city}>{location.city}</span>}
      {temperature === null && weather.unavailable && (
        <span className={styles.weatherUnavailable}>
          <FormattedMessage id="header.weather.unavailable" defaultMessage="Weather not available" />
        </span>
      )}
      {temperature !== null && weather.weather && (
        <>
          <WeatherIcon code={weather.weather.icon} />
          <span className={styles.temperature}>
            <FormattedMessage
              id="header.weather.temperature"
              defaultMessage="{temperature}°{unit}"
              values={{ temperature, unit }}
            />
          </span>
          {condition && <span className={styles.condition}>{condition}</span>}
          <button type="button" className={styles.unitToggle} onClick={() => weather.toggleUnit()}>
            {/* The visible °F/°C is part of the button's name (axe: label-content-name-mismatch). */}
            <FormattedMessage id="header.weather.otherUnit" defaultMessage="°{unit}" values={{ unit: unit === 'C' ? 'F' : 'C' }} />
            <span className={`visually-hidden ${styles.spoken}`}>
              {intl.formatMessage(
                { id: 'header.weather.toggle', defaultMessage: 'Show the temperature in {unit}' },
                {
                  unit:
                    unit === 'C'
                      ? intl.formatMessage({ id: 'header.weather.fahrenheit', defaultMessage: 'Fahrenheit' })
                      : intl.formatMessage({ id: 'header.weather.celsius', defaultMessage: 'Celsius' }),
                },
              )}
            </span>
          </button>
        </>
      )}
    </div>
  );
});
