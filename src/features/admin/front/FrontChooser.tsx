import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useStores } from '../../../hooks/StoresContext';
import { useDesk } from '../desk/DeskContext';
import * as styles from './Front.module.css';

/**
 * The fronts an editor lays out: the home page's, then each section's (docs/decisions/102), each a link of its own
 * address, the one open marked as the current page.
 */
export const FrontChooser = observer(function FrontChooser({ section }: { readonly section: string | null }) {
  const desk = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'admin.front.fronts', defaultMessage: 'Fronts' })}>
      <ul className={styles.fronts}>
        <li>
          <Link href="/front" className={styles.front} aria-current={section === null ? 'page' : undefined}>
            <FormattedMessage id="admin.front.home" defaultMessage="Home page" />
          </Link>
        </li>
        {(desk.categories.data ?? []).map((category) => (
          <li key={category._id}>
            <Link href={`/front/sections/${encodeURIComponent(category._id)}`} className={styles.front} aria-current={section === category._id ? 'page' : undefined}>
              {category.data[locale].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
