import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommercialDeskStore } from '../../../stores/admin/CommercialDeskStore';
import * as desks from '../desk/Desk.module.css';
import * as styles from './Commercial.module.css';
import { errorText, successText } from './commercialMessages';

/**
 * SPEC §3's admin state for the list: updating while a move, switch or delete is on its way, then what happened
 * (a polite status) or what went wrong (an alert). The regions stay mounted so screen readers hear each change.
 */
export const CommercialStatus = observer(function CommercialStatus({ commercial }: { readonly commercial: CommercialDeskStore }) {
  const intl = useIntl();
  return (
    <div className={styles.status}>
      <p role="status" className={desks.successMessage}>
        {commercial.updating ? (
          <FormattedMessage id="admin.commercial.updating" defaultMessage="Saving…" />
        ) : (
          commercial.success && successText(intl, commercial.success)
        )}
      </p>
      <div role="alert">{commercial.error && <p className={desks.errorMessage}>{errorText(intl, commercial.error)}</p>}</div>
    </div>
  );
});
