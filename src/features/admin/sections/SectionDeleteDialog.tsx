import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { SectionsStore } from '../../../stores/admin/SectionsStore';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';

/**
 * Deleting asks first, naming the section. One that still has things filed under it cannot go (the server refuses
 * too): the dialog says so and what to do, and offers no delete button.
 */
export const SectionDeleteDialog = observer(function SectionDeleteDialog({ sections }: { readonly sections: SectionsStore }) {
  const pending = sections.pendingDelete;
  const name = pending?.name ?? '';
  const inUse = (pending?.uses ?? 0) > 0;
  return (
    <DeskConfirmDialog
      open={pending !== null}
      title={
        pending?.subId != null ? (
          <FormattedMessage id="admin.sections.delete.subTitle" defaultMessage="Delete the subsection “{name}”?" values={{ name }} />
        ) : (
          <FormattedMessage id="admin.sections.delete.title" defaultMessage="Delete the section “{name}”?" values={{ name }} />
        )
      }
      text={
        inUse ? (
          <FormattedMessage
            id="admin.sections.delete.inUse"
            defaultMessage="It cannot be deleted yet: {count, plural, one {# article, post, video or sponsor is} other {# articles, posts, videos or sponsors are}} filed under it. Move them to another section first."
            values={{ count: pending?.uses ?? 0 }}
          />
        ) : (
          <FormattedMessage
            id="admin.sections.delete.text"
            defaultMessage="It leaves the site’s menus in every language, and its address will answer “not found”."
          />
        )
      }
      keepLabel={
        inUse ? (
          <FormattedMessage id="admin.sections.delete.close" defaultMessage="Close" />
        ) : (
          <FormattedMessage id="admin.sections.delete.keep" defaultMessage="Keep it" />
        )
      }
      confirmLabel={inUse ? null : <FormattedMessage id="admin.sections.delete.confirm" defaultMessage="Delete" />}
      busy={sections.updating}
      onCancel={() => sections.cancelDelete()}
      onConfirm={() => void sections.confirmDelete()}
    />
  );
});
