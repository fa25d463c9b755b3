import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loader } from '../../components/Loader';
import { useStores } from '../../hooks/StoresContext';
import { accountLoader } from './accountLoader';
import { AccountPageBody } from './AccountPageBody';
import { AccountTexts } from './AccountTexts';

/**
 * /{locale}/account (issue 28 item 4): the signed-in reader's own page. Its stores and its texts come with its
 * first load (RootStore.openAccountPage, docs/decisions/081 and 109); until they are here, the loader.
 */
export const AccountPage = observer(function AccountPage() {
  const store = useStores();
  const { session, locale } = store;
  const { profileChecked, authorised } = session;
  useEffect(() => void accountLoader.load(store, { params: {}, search: '' }), [store, locale, profileChecked, authorised]);
  const texts = store.accountPage?.textsIn(locale);
  if (!texts) return <Loader />;
  return (
    <AccountTexts messages={texts}>
      <AccountPageBody />
    </AccountTexts>
  );
});
