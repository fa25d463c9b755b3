import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PREVIEW_ERRORS, PREVIEW_LINK_DAYS, type PreviewLink } from '../../../../contracts/articlePreviews';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import type { ArticlePreviewStore } from '../../../stores/admin/ArticlePreviewStore';
import { deskErrorText } from '../desk/sessionMessages';
import * as styles from './Preview.module.css';

const refusals = defineMessages({
  nothingToPreview: {
    id: 'admin.articles.preview.nothingToPreview',
    defaultMessage: 'Write one language in full and choose a picture before making a preview link.',
  },
});

export interface PreviewLinksProps {
  readonly preview: ArticlePreviewStore;
  /** The edition the link opens in (the dialog's language). */
  readonly locale: Locale;
  /** The link made absolute, as it is shared (the site's origin and the reader's path). */
  readonly urlOf: (path: string) => string;
}

/**
 * The private link of the desk's preview (docs/decisions/105): the one made here (copy it), how long a new one
 * works (1, 7 or 30 days) and "Make a new link", and every link of the article with who made it, until when it
 * works, and "Revoke".
 */
export const PreviewLinks = observer(function PreviewLinks({ preview, locale, urlOf }: PreviewLinksProps) {
  const intl = useIntl();
  const titleId = useId();
  const fieldId = useId();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const path = preview.pathIn(locale);
  const url = path === null ? null : urlOf(path);
  const current = preview.current;

  const stateText = (link: PreviewLink) => {
    if (link.state === 'revoked') return intl.formatMessage({ id: 'admin.articles.preview.state.revoked', defaultMessage: 'Revoked' });
    if (link.state === 'expired') return intl.formatMessage({ id: 'admin.articles.preview.state.expired', defaultMessage: 'Expired' });
    return intl.formatMessage({ id: 'admin.articles.preview.state.active', defaultMessage: 'Works until {when}' }, { when: when(link.expiresAt) });
  };

  // A contributor's story an editor has scheduled or published is no longer theirs to share.
  if (!preview.mayMake && !preview.needsFirstSave) return null;
  if (!preview.mayMake) {
    return (
      <section className={styles.links} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.linksTitle}>
          <FormattedMessage id="admin.articles.preview.links" defaultMessage="Private preview link" />
        </h3>
        <p>
          <FormattedMessage
            id="admin.articles.preview.saveFirst"
            defaultMessage="Save the story once to make a private link: it shows the saved story as readers will see it, on a phone and a desktop."
          />
        </p>
      </section>
    );
  }

  return (
    <section className={styles.links} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.linksTitle}>
        <FormattedMessage id="admin.articles.preview.links" defaultMessage="Private preview link" />
      </h3>
      {url !== null && current ? (
        <div className={styles.linkRow}>
          <div className={styles.linkField}>
            <label htmlFor={fieldId}>
              <FormattedMessage
                id="admin.articles.preview.linkLabel"
                defaultMessage="Anyone with this link can read the saved story until {when}, without signing in"
                values={{ when: when(current.link.expiresAt) }}
              />
            </label>
            <input id={fieldId} className={styles.linkInput} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </div>
          <Button variant="secondary" onClick={() => void preview.copy(url, (text) => navigator.clipboard.writeText(text))}>
            <FormattedMessage id="admin.articles.preview.copy" defaultMessage="Copy link" />
          </Button>
        </div>
      ) : (
        <p>
          <FormattedMessage
            id="admin.articles.preview.noLink"
            defaultMessage="Make a link to see the saved story as the real page, on a phone and a desktop, and to share it before it is published."
          />
        </p>
      )}
      <p role="status" className={styles.itemText}>
        {preview.copied === 'copied' && <FormattedMessage id="admin.articles.preview.copied" defaultMessage="Link copied." />}
        {preview.copied === 'failed' && (
          <FormattedMessage id="admin.articles.preview.copyFailed" defaultMessage="The browser did not allow copying: select the link and copy it." />
        )}
      </p>
      <div className={styles.linkRow}>
        <fieldset className={styles.days}>
          <legend>
            <FormattedMessage id="admin.articles.preview.days" defaultMessage="A new link works for" />
          </legend>
          {PREVIEW_LINK_DAYS.map((days) => (
            <label key={days} className={styles.day}>
              <input type="radio" name={`${fieldId}-days`} checked={preview.days === days} onChange={() => preview.setDays(days)} />
              <FormattedMessage id="admin.articles.preview.dayCount" defaultMessage="{days, plural, one {# day} other {# days}}" values={{ days }} />
            </label>
          ))}
        </fieldset>
        <Button busy={preview.busy === 'make'} onClick={() => void preview.make()}>
          {current ? (
            <FormattedMessage id="admin.articles.preview.makeNew" defaultMessage="Make a new link" />
          ) : (
            <FormattedMessage id="admin.articles.preview.make" defaultMessage="Make a link" />
          )}
        </Button>
      </div>
      {preview.error && (
        <p role="alert">
          {deskErrorText(intl, preview.error, {
            refusals: { [PREVIEW_ERRORS.nothingToPreview]: refusals.nothingToPreview },
          })}
        </p>
      )}
      {preview.links.length > 0 && (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'admin.articles.preview.list', defaultMessage: 'This story’s preview links' })}>
          {preview.links.map((link) => (
            <li key={link._id} className={styles.item}>
              <p className={styles.itemText}>
                <FormattedMessage
                  id="admin.articles.preview.madeBy"
                  defaultMessage="Made by {name} on {when} · {state}"
                  values={{ name: link.createdBy, when: when(link.createdAt), state: <span className={styles.state}>{stateText(link)}</span> }}
                />
              </p>
              {link.state === 'active' && (
                <Button
                  variant="secondary"
                  busy={preview.busy === link._id}
                  aria-label={intl.formatMessage(
                    { id: 'admin.articles.preview.revokeLink', defaultMessage: 'Revoke the link made on {when}' },
                    { when: when(link.createdAt) },
                  )}
                  onClick={() => void preview.revoke(link._id)}
                >
                  <FormattedMessage id="admin.articles.preview.revoke" defaultMessage="Revoke" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
