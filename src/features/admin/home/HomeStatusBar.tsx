import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import { DeskStatusBar } from '../desk/DeskStatusBar';
import { isUploadError } from '../desk/sessionMessages';
import { homeErrorText, homeSuccessText } from './homeMessages';

/** Where the pages' work stands and what happened last; upload refusals are said under their control. */
export const HomeStatusBar = observer(function HomeStatusBar({ home }: { readonly home: HeaderHomeStore }) {
  const intl = useIntl();
  return (
    <DeskStatusBar
      state={home.saveState}
      error={home.error && !isUploadError(home.error) ? homeErrorText(intl, home.error) : null}
      success={home.success && homeSuccessText(intl, home.success)}
    />
  );
});
