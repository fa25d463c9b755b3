import { useIntl } from 'react-intl';
import { PageHead } from '../reading/PageHead';

/** The head of a not-found page, in the reader's locale: its own title, and nothing for crawlers to index. */
export function NotFoundHead() {
  const intl = useIntl();
  return <PageHead title={intl.formatMessage({ id: 'notFound.documentTitle', defaultMessage: 'Page not found' })} indexable={false} />;
}
