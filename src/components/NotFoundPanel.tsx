import { FormattedMessage } from 'react-intl';
import { StatePanel } from './StatePanel';

/** SPEC §2 not-found: for an unknown address and for a story or section the server does not know. */
export function NotFoundPanel() {
  return (
    <StatePanel
      code={404}
      title={<FormattedMessage id="notFound.title" defaultMessage="We could not find that page" />}
      text={<FormattedMessage id="notFound.text" defaultMessage="The link may be out of date, or the page may have moved." />}
    />
  );
}
