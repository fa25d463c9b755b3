import { FormattedMessage, useIntl } from 'react-intl';
import { StatePanel } from '../../components/StatePanel';
import type { PreviewRefusal } from '../../stores/ContentStore';
import { PageHead } from '../reading/PageHead';

/**
 * What a preview link that leads to no story shows: expired, or no longer valid (revoked). A wrong link is the
 * not-found page's (its head comes from MissingPageHead), with the same words as a revoked one.
 */
export function PreviewRefused({ refusal }: { readonly refusal: PreviewRefusal }) {
  const intl = useIntl();
  const title =
    refusal === 'expired'
      ? intl.formatMessage({ id: 'preview.expired.title', defaultMessage: 'This preview link has expired' })
      : intl.formatMessage({ id: 'preview.invalid.title', defaultMessage: 'This preview link is no longer valid' });
  return (
    <>
      {refusal !== 'invalid' && <PageHead title={title} indexable={false} />}
      <StatePanel
        code={refusal === 'invalid' ? 404 : 410}
        title={title}
        text={
          <FormattedMessage
            id="preview.refused.text"
            defaultMessage="Ask the editor who shared it for a new link. Once the story is published, it is on the site for everyone."
          />
        }
      />
    </>
  );
}
