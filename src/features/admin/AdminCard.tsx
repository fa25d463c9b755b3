import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { config } from '../../config';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Admin.module.css';

/** A signed-out desk screen (sign in, recovery): a card named by its h1, whose words also name the browser tab. */
export function AdminCard({ title, children }: { readonly title: MessageDescriptor; readonly children: ReactNode }) {
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage(title), config.product.name[locale]);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        <FormattedMessage {...title} />
      </h1>
      {children}
    </section>
  );
}
