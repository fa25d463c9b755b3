import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as desk from '../desk/Desk.module.css';
import { IssueMailText } from './IssueMailText';
import * as styles from './Newsletters.module.css';

/**
 * The mail as subscribers will read it, from the server's own text (the one the queue sends), at a phone's width
 * or a desktop mail program's; to whom it goes. Its heading takes the focus as it opens.
 */
export const IssuePreviewPanel = observer(function IssuePreviewPanel({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const preview = editor.preview;
  useEffect(() => {
    if (preview) heading.current?.focus();
  }, [preview]);
  if (!preview) return null;
  const edition = editor.edition;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const widths = [
    ['phone', intl.formatMessage({ id: 'admin.issues.preview.phone', defaultMessage: 'Phone' })],
    ['desktop', intl.formatMessage({ id: 'admin.issues.preview.desktop', defaultMessage: 'Desktop' })],
  ] as const;
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <div className={styles.previewHead}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={desk.legend}>
          <FormattedMessage id="admin.issues.preview.title" defaultMessage="Preview: the mail as subscribers will read it" />
        </h2>
        <div className={styles.widths} role="group" aria-label={intl.formatMessage({ id: 'admin.issues.preview.width', defaultMessage: 'Width' })}>
          {widths.map(([width, label]) => (
            <Button key={width} variant="secondary" aria-pressed={editor.previewWidth === width} onClick={() => editor.setPreviewWidth(width)}>
              {label}
            </Button>
          ))}
        </div>
      </div>
      <ResourceState resource={preview} onRetry={() => void preview.retry()}>
        {(mail) => (
          <article className={`${styles.mail} ${editor.previewWidth === 'phone' ? styles.mailPhone : ''}`} aria-label={intl.formatMessage({ id: 'admin.issues.preview.mail', defaultMessage: 'The mail' })}>
            <dl className={styles.mailHead}>
              <dt>
                <FormattedMessage id="admin.issues.preview.from" defaultMessage="From" />
              </dt>
              <dd>{config.product.name[edition]}</dd>
              <dt>
                <FormattedMessage id="admin.issues.preview.to" defaultMessage="To" />
              </dt>
              <dd>
                <FormattedMessage
                  id="admin.issues.preview.recipients"
                  defaultMessage="each confirmed subscriber of the {edition} newsletter ({count, plural, one {# address} other {# addresses}}), one mail each"
                  values={{ edition: LOCALE_LIST[edition].name, count: mail.recipients }}
                />
              </dd>
              <dt>
                <FormattedMessage id="admin.issues.field.subject" defaultMessage="Subject" />
              </dt>
              <dd className={styles.mailSubject} lang={LOCALE_LIST[edition].lang}>
                {mail.subject}
              </dd>
            </dl>
            <IssueMailText text={mail.text} edition={edition} origin={origin} />
          </article>
        )}
      </ResourceState>
      <div className={desk.actionRow}>
        <Button variant="secondary" onClick={() => editor.closePreview()}>
          <FormattedMessage id="admin.issues.preview.close" defaultMessage="Close the preview" />
        </Button>
      </div>
    </section>
  );
});
