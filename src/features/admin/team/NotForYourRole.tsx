import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { StatePanel } from '../../../components/StatePanel';
import * as desk from '../desk/Desk.module.css';

/** A desk screen the signed-in role does not use, reached by its address: said plainly, with the way back. */
export function NotForYourRole() {
  return (
    <StatePanel
      title={<FormattedMessage id="admin.team.notForRole.title" defaultMessage="This part of the desk is not for your role" />}
      text={
        <FormattedMessage
          id="admin.team.notForRole.text"
          defaultMessage="An administrator can give you another role if you need it."
        />
      }
      action={
        <Link href="/articles" className={desk.primaryLink}>
          <FormattedMessage id="admin.team.notForRole.back" defaultMessage="Back to the articles" />
        </Link>
      }
    />
  );
}
