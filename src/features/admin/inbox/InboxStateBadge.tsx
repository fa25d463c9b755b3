import { useIntl } from 'react-intl';
import type { InboxState } from '../../../../contracts/adminInbox';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Inbox.module.css';
import { stateName } from './inboxMessages';

const TINT: Record<InboxState, string | undefined> = {
  new: styles.newBadge,
  read: desk.draft,
  replied: desk.published,
  archived: styles.archivedBadge,
};

/** An item's state, as a badge of its own colour (and its word: the colour alone says nothing to some). */
export function InboxStateBadge({ state }: { readonly state: InboxState }) {
  const intl = useIntl();
  return <span className={`${desk.badge} ${TINT[state] ?? ''}`}>{stateName(intl, state)}</span>;
}
