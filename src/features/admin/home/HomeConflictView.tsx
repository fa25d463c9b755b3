import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import { DeskConflictPanel } from '../desk/DeskConflictPanel';
import { inLanguage } from '../desk/sessionMessages';
import { homeFieldNames } from './homeMessages';

/** Someone else saved the pages first: what differs per language, theirs beside mine, and the editor chooses. */
export const HomeConflictView = observer(function HomeConflictView({ home }: { readonly home: HeaderHomeStore }) {
  const intl = useIntl();
  const conflict = home.conflict;
  if (!conflict) return null;
  const theirs = conflict.general ?? conflict.main;
  return (
    <DeskConflictPanel
      title={<FormattedMessage id="admin.headerHome.conflict.title" defaultMessage="Someone else has saved these pages since you opened them" />}
      text={
        theirs?.updatedAt && (
          <FormattedMessage
            id="admin.headerHome.conflict.text"
            defaultMessage="{name} saved on {when}. Compare what differs, then keep their version or save yours over it."
            values={{ name: theirs.updatedBy, when: intl.formatDate(theirs.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        )
      }
      rows={home.differences.map((difference) => ({
        key: `${difference.locale}.${difference.field}`,
        label: inLanguage(intl, intl.formatMessage(homeFieldNames[difference.field]), difference.locale),
        theirs: difference.theirs,
        mine: difference.mine,
      }))}
      busy={home.updating}
      onKeepTheirs={() => home.keepTheirs()}
      onSaveMine={() => void home.saveMine()}
    />
  );
});
