import { FormattedMessage, useIntl } from 'react-intl';
import { useHydrated } from '../../hooks/useHydrated';
import * as styles from './PreviewBand.module.css';

/**
 * "Preview — not published" above a story read by its private link, and until when the link works (in the reader's
 * time zone, so after hydration: the server's HTML has no time zone of its own).
 */
export function PreviewBand({ expiresAt }: { readonly expiresAt: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <aside className={styles.band} aria-label={intl.formatMessage({ id: 'preview.band.label', defaultMessage: 'Preview' })}>
      <p className={styles.bandTitle}>
        <FormattedMessage id="preview.band.title" defaultMessage="Preview — not published" />
      </p>
      <p className={styles.bandText}>
        {hydrated ? (
          <FormattedMessage
            id="preview.band.expires"
            defaultMessage="Readers cannot see this page yet. This private link works until {when}."
            values={{ when: intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        ) : (
          <FormattedMessage id="preview.band.text" defaultMessage="Readers cannot see this page yet." />
        )}
      </p>
    </aside>
  );
}
