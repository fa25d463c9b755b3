import { useStores } from '../../hooks/StoresContext';
import type { AccountStores } from '../../stores/AccountStores';

/** The account page's stores, inside that page: AccountPage renders its parts only once they are made. */
export function useAccountStores(): AccountStores {
  const { accountPage } = useStores();
  if (!accountPage) throw new Error('The account page renders its parts only after RootStore.openAccountPage().');
  return accountPage;
}
