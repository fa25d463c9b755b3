import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FrontPageStore } from '../../../stores/admin/FrontPageStore';
import { DeskConflictPanel } from '../desk/DeskConflictPanel';
import { inLanguage } from '../desk/sessionMessages';
import { fillNames, frontFieldNames, placeName } from './frontMessages';

/** Someone else saved the front first: what differs, place by place and per language, and the editor chooses. */
export const FrontConflictView = observer(function FrontConflictView({ front }: { readonly front: FrontPageStore }) {
  const intl = useIntl();
  const theirs = front.conflict;
  if (!theirs) return null;
  const shown = (field: string, value: string) => (field === 'fill' && (value === 'newest' || value === 'mostLiked') ? intl.formatMessage(fillNames[value]) : value);
  return (
    <DeskConflictPanel
      title={<FormattedMessage id="admin.front.conflict.title" defaultMessage="Someone else has saved the front page since you opened it" />}
      text={
        theirs.updatedAt && (
          <FormattedMessage
            id="admin.front.conflict.text"
            defaultMessage="{name} saved on {when}. Compare what differs, then keep their version or save yours over it."
            values={{ name: theirs.updatedBy, when: intl.formatDate(theirs.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        )
      }
      rows={front.differences.map((difference) => ({
        key: `${difference.edition}.${difference.place ?? ''}.${difference.field}`,
        label: inLanguage(
          intl,
          difference.place === null ? intl.formatMessage(frontFieldNames[difference.field]) : `${placeName(intl, difference.place)}: ${intl.formatMessage(frontFieldNames[difference.field])}`,
          difference.edition,
        ),
        theirs: shown(difference.field, difference.theirs),
        mine: shown(difference.field, difference.mine),
      }))}
      busy={front.updating}
      takeFocus
      onKeepTheirs={() => front.keepTheirs()}
      onSaveMine={() => void front.saveMine()}
    />
  );
});
