import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Admin.module.css';

/** /admin while signed in: who is signed in, and the way out. */
export const AdminHome = observer(function AdminHome() {
  const { admin, locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.home.title', defaultMessage: "Editors' desk" }), config.product.name[locale]);
  const signedIn = admin.data?.admin;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        <FormattedMessage id="admin.home.title" defaultMessage="Editors' desk" />
      </h1>
      {signedIn && (
        <p>
          <FormattedMessage
            id="admin.home.signedInAs"
            defaultMessage="Signed in as {name} ({email})."
            values={{ name: signedIn.name, email: signedIn.email }}
          />
        </p>
      )}
      <Button type="button" variant="secondary" onClick={() => admin.signOut()}>
        <FormattedMessage id="admin.home.signOut" defaultMessage="Sign out" />
      </Button>
    </section>
  );
});
