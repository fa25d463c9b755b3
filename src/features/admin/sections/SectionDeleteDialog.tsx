import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import type { SectionsStore } from '../../../stores/admin/SectionsStore';
import * as desk from '../articles/Desk.module.css';

/**
 * Deleting asks first, naming the section. One that still has things filed under it cannot go (the server refuses
 * too): the dialog says so and what to do, and offers no delete button.
 */
export const SectionDeleteDialog = observer(function SectionDeleteDialog({ sections }: { readonly sections: SectionsStore }) {
  const titleId = useId();
  const textId = useId();
  const pending = sections.pendingDelete;
  const sub = pending?.subId != null;
  return (
    <Dialog open={pending !== null} onClose={() => sections.cancelDelete()} labelledBy={titleId} describedBy={textId} size="narrow">
      {pending && (
        <div className={desk.dialog}>
          <h2 id={titleId} className={desk.dialogTitle}>
            {sub ? (
              <FormattedMessage id="admin.sections.delete.subTitle" defaultMessage="Delete the subsection “{name}”?" values={{ name: pending.name }} />
            ) : (
              <FormattedMessage id="admin.sections.delete.title" defaultMessage="Delete the section “{name}”?" values={{ name: pending.name }} />
            )}
          </h2>
          <p id={textId}>
            {pending.uses > 0 ? (
              <FormattedMessage
                id="admin.sections.delete.inUse"
                defaultMessage="It cannot be deleted yet: {count, plural, one {# article, post, video or sponsor is} other {# articles, posts, videos or sponsors are}} filed under it. Move them to another section first."
                values={{ count: pending.uses }}
              />
            ) : (
              <FormattedMessage
                id="admin.sections.delete.text"
                defaultMessage="It leaves the site’s menus in every language, and its address will answer “not found”."
              />
            )}
          </p>
          <div className={desk.dialogActions}>
            <Button variant="secondary" onClick={() => sections.cancelDelete()}>
              {pending.uses > 0 ? (
                <FormattedMessage id="admin.sections.delete.close" defaultMessage="Close" />
              ) : (
                <FormattedMessage id="admin.sections.delete.keep" defaultMessage="Keep it" />
              )}
            </Button>
            {pending.uses === 0 && (
              <Button busy={sections.updating} onClick={() => void sections.confirmDelete()}>
                <FormattedMessage id="admin.sections.delete.confirm" defaultMessage="Delete" />
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
});
