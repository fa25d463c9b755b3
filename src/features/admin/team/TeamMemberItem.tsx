import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TeamMember } from '../../../../contracts/adminTeam';
import { DESK_ROLES, type DeskRole } from '../../../../contracts/common';
import type { TeamStore } from '../../../stores/admin/TeamStore';
import * as desk from '../desk/Desk.module.css';
import { roleDuties, roleNames } from './roleMessages';
import * as items from '../desk/DeskItems.module.css';
import * as styles from './Team.module.css';

export interface TeamMemberItemProps {
  readonly member: TeamMember;
  readonly team: TeamStore;
}

/**
 * One editor: their name and address, and their role to choose (saved as chosen). The desk's only administrator
 * keeps the role: the choice is locked, and the hint says why.
 */
export const TeamMemberItem = observer(function TeamMemberItem({ member, team }: TeamMemberItemProps) {
  const intl = useIntl();
  const selectId = useId();
  const hintId = useId();
  const locked = team.isLastAdministrator(member);
  return (
    <li className={styles.member}>
      <div className={items.names}>
        <h2 className={items.name}>
          {member.name}
          {team.isMe(member) && (
            <span className={styles.you}>
              <FormattedMessage id="admin.team.you" defaultMessage="you" />
            </span>
          )}
        </h2>
        <p className={styles.email}>{member.email}</p>
      </div>
      <div className={styles.role}>
        <label className={desk.label} htmlFor={selectId}>
          <FormattedMessage id="admin.team.roleOf" defaultMessage="Role of {name}" values={{ name: member.name }} />
        </label>
        <select
          id={selectId}
          className={desk.input}
          value={member.role}
          disabled={locked || team.changing === member._id}
          aria-describedby={hintId}
          onChange={(event) => void team.choose(member, event.target.value as DeskRole)}
        >
          {DESK_ROLES.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage(roleNames[role])}
            </option>
          ))}
        </select>
        <p id={hintId} className={styles.duty}>
          {locked ? (
            <FormattedMessage
              id="admin.team.onlyAdministrator"
              defaultMessage="The desk’s only administrator: give someone else the role before changing this one."
            />
          ) : (
            intl.formatMessage(roleDuties[member.role])
          )}
        </p>
      </div>
    </li>
  );
});
