import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { ArticleHistoryStore } from '../../../stores/admin/ArticleHistoryStore';
import type { DiffPart, FieldDiff } from '../../../stores/admin/revisionDiff';
import * as styles from './History.module.css';
import { fieldLabel, fieldNames } from './articleMessages';

export interface RevisionChangesProps {
  readonly history: ArticleHistoryStore;
  readonly busy: boolean;
  /** Restores a revision; absent where the role may not change the article (a contributor's published story). */
  readonly onRestore?: ((number: number) => void) | undefined;
}

/** Added text underlined, removed text struck through: <ins> and <del>, as HTML says changes. */
function partsOf(parts: readonly DiffPart[]) {
  return parts.map((part, index) =>
    part.change === 'added' ? <ins key={index}>{part.text}</ins> : part.change === 'removed' ? <del key={index}>{part.text}</del> : <span key={index}>{part.text}</span>,
  );
}

/**
 * What one revision changed against the one before it: the alias, then each language's title, standfirst, body
 * text and search and sharing fields, word by word (character by character in Chinese); and its restore. It takes focus as it opens.
 */
export const RevisionChanges = observer(function RevisionChanges({ history, busy, onRestore }: RevisionChangesProps) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = history.shown;
  const number = shown?.revision.number;
  useEffect(() => {
    if (number !== undefined) heading.current?.focus();
  }, [number]);
  if (!shown) return null;
  const label = (diff: FieldDiff) => (diff.kind === 'alias' ? intl.formatMessage(fieldNames.alias) : fieldLabel(intl, `data.${diff.locale}.${diff.field}`));
  return (
    <section className={styles.changes} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.changesTitle}>
        <FormattedMessage id="admin.articles.history.changesTitle" defaultMessage="Changes in revision {number}" values={{ number: shown.revision.number }} />
      </h3>
      <p>
        {shown.previous ? (
          <FormattedMessage
            id="admin.articles.history.against"
            defaultMessage="Compared with revision {number}. Added text is underlined, removed text struck through."
            values={{ number: shown.previous.number }}
          />
        ) : (
          <FormattedMessage id="admin.articles.history.first" defaultMessage="The first revision: everything in it is new." />
        )}
      </p>
      {history.diff.length === 0 ? (
        <p>
          <FormattedMessage id="admin.articles.history.noChanges" defaultMessage="No alias, title, standfirst, body text or search and sharing field changed in this revision." />
        </p>
      ) : (
        history.diff.map((diff) => (
          <figure key={diff.kind === 'alias' ? 'alias' : `${diff.locale}.${diff.field}`} className={styles.field}>
            <figcaption className={styles.fieldName}>{label(diff)}</figcaption>
            <p className={styles.text} lang={diff.kind === 'alias' ? 'en' : diff.locale}>
              {partsOf(diff.parts)}
            </p>
          </figure>
        ))
      )}
      <div className={styles.actions}>
        {onRestore && (
          <Button busy={busy} onClick={() => onRestore(shown.revision.number)}>
            <FormattedMessage id="admin.articles.history.restore" defaultMessage="Restore this revision" />
          </Button>
        )}
        <Button variant="secondary" onClick={() => history.close()}>
          <FormattedMessage id="admin.articles.history.close" defaultMessage="Close" />
        </Button>
      </div>
    </section>
  );
});
