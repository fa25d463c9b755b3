import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PostsStore } from '../../../stores/admin/PostsStore';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import { DeskTextField } from '../desk/DeskTextField';
import { hideReasonProblem } from './postMessages';

export interface HidePostDialogProps {
  readonly posts: PostsStore;
  /** The post's title in the desk's language. */
  readonly title: string;
}

/** Asks why a post is hidden (required; the desk alone reads it). What was typed stays whatever the answer. */
export const HidePostDialog = observer(function HidePostDialog({ posts, title }: HidePostDialogProps) {
  const intl = useIntl();
  const draft = posts.hiding;
  return (
    <DeskConfirmDialog
      open={draft !== null}
      title={<FormattedMessage id="admin.posts.confirmHide.title" defaultMessage="Hide “{title}”?" values={{ title }} />}
      text={
        <FormattedMessage
          id="admin.posts.confirmHide.text"
          defaultMessage="Readers no longer find it anywhere: not on its page, the home page or in search. Its writer is not told; the reason is for the desk only."
        />
      }
      keepLabel={<FormattedMessage id="admin.posts.confirm.keep" defaultMessage="Cancel" />}
      confirmLabel={<FormattedMessage id="admin.posts.confirmHide.confirm" defaultMessage="Hide" />}
      busy={posts.pending?.action === 'hide'}
      onCancel={() => posts.cancelHide()}
      onConfirm={() => void posts.confirmHide()}
    >
      {draft && (
        <DeskTextField
          label={intl.formatMessage({ id: 'admin.posts.reason', defaultMessage: 'Why (only editors see this)' })}
          value={draft.reason}
          onChange={(reason) => posts.type(reason)}
          message={hideReasonProblem(intl, draft)}
          multiline
          required
        />
      )}
    </DeskConfirmDialog>
  );
});
