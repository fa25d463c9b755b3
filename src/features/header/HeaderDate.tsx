import { observer } from 'mobx-react-lite';
import { formatLunarDate, formatToday } from '../../i18n/dates';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2: today's date; the Chinese locales add the lunisolar date. */
export const HeaderDate = observer(function HeaderDate() {
  const { clock, locale } = useStores();
  const now = clock();
  return (
    <p className={styles.date}>
      <time dateTime={new Date(now).toISOString().slice(0, 10)}>{formatToday(now, locale)}</time>
      {locale !== 'en' && <span className={styles.lunar}>{formatLunarDate(now, locale)}</span>}
    </p>
  );
});
