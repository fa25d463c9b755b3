import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';

/** SPEC §2 not-found page, for any address no route knows. */
export const NotFoundPage = observer(function NotFoundPage() {
  const { locale } = useStores();
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage({ id: 'notFound.documentTitle', defaultMessage: 'Page not found' }),
    config.product.name[locale],
  );
  return <NotFoundPanel />;
});
