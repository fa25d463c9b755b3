import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../../../hooks/StoresContext';
import { commentFiltersFromSearch, searchFromCommentFilters } from '../../../stores/admin/CommentsModerationStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { BlockReaderDialog } from '../desk/BlockReaderDialog';
import { CommentFiltersForm } from './CommentFiltersForm';
import * as styles from './Comments.module.css';
import { errorText, successText } from './commentMessages';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { ModeratedComment } from './ModeratedComment';

const texts = defineMessages({
  title: { id: 'admin.comments.title', defaultMessage: 'Comments' },
  noMatch: { id: 'admin.comments.emptyFiltered', defaultMessage: 'No comment matches these filters.' },
  noMatchText: { id: 'admin.comments.emptyFilteredText', defaultMessage: 'Change the search or the filter, or show every comment.' },
  clear: { id: 'admin.comments.clearFilters', defaultMessage: 'Show all comments' },
  empty: { id: 'admin.comments.empty', defaultMessage: 'No comments yet.' },
  emptyText: { id: 'admin.comments.emptyText', defaultMessage: 'What readers write under articles and posts shows here, newest first.' },
  count: { id: 'admin.comments.count', defaultMessage: '{total, plural, one {# comment} other {# comments}}' },
});

/**
 * /admin/comments: the latest comments across the site, newest first; search, the visible / hidden filter and
 * paging live in the address. Hide, show again and delete (asked first); what happened is said above the list.
 */
export const CommentsPage = observer(function CommentsPage() {
  const { comments } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const address = useDeskListAddress('/comments', comments, commentFiltersFromSearch, searchFromCommentFilters);
  const { outcome, pending } = comments;
  return (
    <DeskListPage
      texts={texts}
      list={comments}
      address={address}
      items={(page, countId) => (
        <ul className={desk.stack} aria-labelledby={countId}>
          {page.items.map((comment) => (
            <ModeratedComment
              key={comment._id}
              comment={comment}
              locale={locale}
              pending={pending?.id === comment._id ? pending.action : null}
              locked={pending !== null && pending.id !== comment._id}
              onHide={() => void comments.hide(comment)}
              onShow={() => void comments.unhide(comment)}
              onDelete={() => comments.askDelete(comment)}
              onBlock={() => comments.askBlock(comment)}
            />
          ))}
        </ul>
      )}
      after={
        <>
          <BlockReaderDialog blocking={comments.blocking} />
          <DeleteCommentDialog
            comment={comments.confirmingDelete}
            locale={locale}
            busy={pending?.action === 'delete'}
            onCancel={() => comments.cancelDelete()}
            onConfirm={() => void comments.confirmDelete()}
          />
        </>
      }
    >
      <CommentFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
      {/* SPEC §3's success and error, as messages that say what happened and to whose comment. */}
      <p className={`${styles.outcome} ${styles.success}`} role="status">
        {outcome?.success && successText(intl, outcome.success, outcome.comment.userName)}
      </p>
      {outcome?.error && (
        <p className={`${styles.outcome} ${styles.failure}`} role="alert">
          {errorText(intl, outcome.error)}
        </p>
      )}
    </DeskListPage>
  );
});
