import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { StatePanel } from '../../../components/StatePanel';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import * as desk from '../desk/Desk.module.css';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import { useDesk } from '../desk/DeskContext';
import { DeskPage } from '../desk/DeskPage';
import { roleNames } from './roleMessages';
import { TeamMemberItem } from './TeamMemberItem';
import { teamErrorText, teamSuccessText } from './teamMessages';
import * as styles from './Team.module.css';

/**
 * /admin/team (administrators): everyone with a desk account and the role they have. A changed role holds from the
 * editor's next call; the status line says what happened last.
 */
export const TeamPage = observer(function TeamPage() {
  const { team } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.team.title', defaultMessage: 'Team' }), config.product.name[locale]);
  useEffect(() => {
    void team.load();
  }, [team]);
  const outcome = team.outcome;
  const loadFailed = team.loadStatus === 'error' && team.members.length === 0;
  const ownRole = team.pendingOwnRole;
  return (
    <DeskPage titleId={titleId} title={<FormattedMessage id="admin.team.title" defaultMessage="Team" />}>
      <p className={desk.hint}>
        <FormattedMessage
          id="admin.team.intro"
          defaultMessage="Contributors write drafts of their own; editors publish, curate and moderate; administrators also keep the roles, the sections, the commercial setup and the newsletters’ sending. A change holds at once."
        />
      </p>
      <div className={styles.status}>
        <p className={desk.errorMessage} role="alert">
          {outcome?.error && !loadFailed && teamErrorText(intl, outcome.error)}
        </p>
        <p className={desk.successMessage} role="status">
          {outcome?.success && teamSuccessText(intl, outcome.success)}
        </p>
      </div>
      {loadFailed ? (
        <StatePanel
          headingLevel={2}
          role="alert"
          title={intl.formatMessage({ id: 'admin.team.loadFailed', defaultMessage: 'The team could not be loaded.' })}
          text={outcome?.error ? teamErrorText(intl, outcome.error) : ''}
          action={
            <Button variant="secondary" onClick={() => void team.load(true)}>
              <FormattedMessage id="admin.team.retry" defaultMessage="Try again" />
            </Button>
          }
        />
      ) : team.loadStatus !== 'ready' && team.members.length === 0 ? (
        <Loader />
      ) : (
        <ul className={desk.stack} aria-labelledby={titleId}>
          {team.members.map((member) => (
            <TeamMemberItem key={member._id} member={member} team={team} />
          ))}
        </ul>
      )}
      <DeskConfirmDialog
        open={ownRole !== null}
        title={<FormattedMessage id="admin.team.own.title" defaultMessage="Change your own role?" />}
        text={
          <FormattedMessage
            id="admin.team.own.text"
            defaultMessage="You will be: {role}. The desk then shows you only what that role may do, and only another administrator can give the role back."
            values={{ role: ownRole ? intl.formatMessage(roleNames[ownRole]) : '' }}
          />
        }
        keepLabel={<FormattedMessage id="admin.team.own.keep" defaultMessage="Keep my role" />}
        confirmLabel={<FormattedMessage id="admin.team.own.confirm" defaultMessage="Change my role" />}
        busy={team.changing !== null}
        onCancel={() => team.cancelOwnRole()}
        onConfirm={() => void team.confirmOwnRole()}
      />
    </DeskPage>
  );
});
