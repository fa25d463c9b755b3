import { useIntl } from 'react-intl';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2: three external social links. */
const LINKS = [
  { id: 'facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z' },
  { id: 'instagram', path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01' },
  { id: 'youtube', path: 'M21 8.5a3 3 0 0 0-2-2C17.2 6 12 6 12 6s-5.2 0-7 .5a3 3 0 0 0-2 2C2.5 10.3 2.5 12 2.5 12s0 1.7.5 3.5a3 3 0 0 0 2 2c1.8.5 7 .5 7 .5s5.2 0 7-.5a3 3 0 0 0 2-2c.5-1.8.5-3.5.5-3.5s0-1.7-.5-3.5zM10 15V9l5 3-5 3z' },
] as const;

export function SocialLinks() {
  const intl = useIntl();
  const product = config.product.name[useStores().locale];
  const names = {
    facebook: intl.formatMessage({ id: 'header.social.facebook', defaultMessage: '{product} on Facebook' }, { product }),
    instagram: intl.formatMessage({ id: 'header.social.instagram', defaultMessage: '{product} on Instagram' }, { product }),
    youtube: intl.formatMessage({ id: 'header.social.youtube', defaultMessage: '{product} on YouTube' }, { product }),
  };
  return (
    <ul className={styles.social}>
      {LINKS.map((link) => (
        <li key={link.id}>
          <a href={config.links[link.id]} target="_blank" rel="noopener noreferrer" aria-label={names[link.id]} className={styles.iconButton}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={link.path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
