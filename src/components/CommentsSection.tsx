import { useId, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { CommentReportReason, CommentSort } from '../../contracts/community';
import type { LocalizedError } from '../i18n/formErrors';
import { conversationHref } from '../lib/conversationQuery';
import { ButtonLink } from './ButtonLink';
import type { CommentFormProps } from './CommentForm';
import { CommentFormSlot } from './CommentFormSlot';
import { CommentList, type CommentActions, type CommentThreadItem } from './CommentList';
import { CommentSortSelect } from './CommentSortSelect';
import * as styles from './CommentsSection.module.css';
import { FormError } from './FormError';
import { ReportCommentDialog } from './ReportCommentDialog';

export interface CommentsSectionProps extends CommentFormProps {
  /** The section's id, for links that jump to the comments (unique on the page: React's useId). */
  readonly id: string;
  readonly count: number;
  readonly threads: readonly CommentThreadItem[];
  readonly actions: CommentActions;
  /** The order (without scripts, a form the server answers: conversationQuery). */
  readonly sort?: { readonly value: CommentSort; readonly onChange: (sort: CommentSort) => void } | undefined;
  /** "More comments", while more wait on the server: `pages`, how many pages it shows (a link without scripts). */
  readonly more?: { readonly pages: number; readonly onMore: () => void } | undefined;
  /** A page or order is being read; why the last read failed. */
  readonly reading?: boolean;
  readonly readError?: LocalizedError | undefined;
  /** The report dialog, while it is open. */
  readonly report?:
    | {
        readonly author: string;
        readonly sending: boolean;
        readonly error?: LocalizedError | undefined;
        readonly onSend: (reason: CommentReportReason | undefined, note: string) => void;
        readonly onClose: () => void;
      }
    | undefined;
}

/** The conversation under an article or post: the count and order, the comment box, the threads, more. */
export function CommentsSection({ id, count, threads, actions, sort, more, reading = false, readError, report, ...form }: CommentsSectionProps) {
  const headingId = useId();
  // The reader's own comment, once deleted, takes the focused button with it: focus goes to the heading (whose
  // count has dropped) and the deletion is said, rather than focus falling back to the top of the page.
  const heading = useRef<HTMLHeadingElement | null>(null);
  const [deleted, setDeleted] = useState(false);
  const withFocusAfterDelete: CommentActions = {
    ...actions,
    onDelete: async (commentId) => {
      const error = await actions.onDelete(commentId);
      if (!error) {
        setDeleted(true);
        heading.current?.focus();
      }
      return error;
    },
  };
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} aria-busy={reading || undefined}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading} ref={heading} tabIndex={-1}>
          <FormattedMessage id="comments.title" defaultMessage="Comments" />
          <span className={styles.count}>
            <FormattedNumber value={count} />
          </span>
        </h2>
        {sort && <CommentSortSelect value={sort.value} busy={reading} onChange={sort.onChange} sectionId={id} />}
      </div>
      <div data-place="comment">
        <CommentFormSlot {...form} />
      </div>
      {deleted && (
        <p role="status" className="visually-hidden">
          <FormattedMessage id="comments.deleted" defaultMessage="Your comment was deleted." />
        </p>
      )}
      <CommentList threads={threads} actions={withFocusAfterDelete} />
      {(more || readError) && (
        <div className={styles.more}>
          {more && (
            <ButtonLink
              variant="secondary"
              href={conversationHref({ sort: sort?.value ?? 'newest', pages: more.pages }, id)}
              busy={reading}
              onClick={(event) => {
                event.preventDefault();
                more.onMore();
              }}
            >
              <FormattedMessage id="comments.more" defaultMessage="More comments" />
            </ButtonLink>
          )}
          <FormError error={readError} />
        </div>
      )}
      {report && <ReportCommentDialog {...report} />}
    </section>
  );
}
