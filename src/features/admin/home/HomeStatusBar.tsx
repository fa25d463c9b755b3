import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import * as desk from '../articles/Desk.module.css';
import { homeErrorText, homeSaveStateNames, homeSuccessText, isUploadError } from './homeMessages';

const TONE = {
  saved: desk.state_saved,
  saving: desk.state_saving,
  unsaved: desk.state_unsaved,
  conflict: desk.state_conflict,
} as const;

/**
 * Where the work stands and what happened last (SPEC §3 admin state: updating, error, success), said in words.
 * The state is a polite live region; an error is an alert. Upload refusals are said under their control.
 */
export const HomeStatusBar = observer(function HomeStatusBar({ home }: { readonly home: HeaderHomeStore }) {
  const intl = useIntl();
  const state = home.saveState;
  return (
    <div className={desk.statusBar}>
      <p className={`${desk.saveState} ${TONE[state] ?? ''}`} role="status">
        {intl.formatMessage(homeSaveStateNames[state])}
      </p>
      <div className={desk.messages}>
        {home.error && !isUploadError(home.error) && (
          <p className={desk.errorMessage} role="alert">
            {homeErrorText(intl, home.error)}
          </p>
        )}
        <p className={desk.successMessage} role="status">
          {home.success && homeSuccessText(intl, home.success)}
        </p>
      </div>
    </div>
  );
});
