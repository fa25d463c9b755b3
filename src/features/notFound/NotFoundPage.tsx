import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { PageHead } from '../reading/PageHead';

/** SPEC §2 not-found page, for any address no route knows. */
export const NotFoundPage = observer(function NotFoundPage() {
  const intl = useIntl();
  return (
    <>
      <PageHead title={intl.formatMessage({ id: 'notFound.documentTitle', defaultMessage: 'Page not found' })} indexable={false} />
      <NotFoundPanel />
    </>
  );
});
