import { useFormOnIntent } from '../../hooks/useFormOnIntent';
import { FooterSubscribePlaceholder } from './FooterSubscribePlaceholder';

const loadForm = () => import('./FooterSubscribe');

/**
 * The footer subscribe box, its form library loaded when a reader first comes to it, not with every page
 * (most readers never subscribe, and every page has a footer). docs/decisions/039.
 */
export function FooterSubscribeSlot() {
  const { loaded, placeholder } = useFormOnIntent(loadForm);
  if (loaded) return <loaded.module.FooterSubscribe handover={loaded.handover} />;
  return <FooterSubscribePlaceholder {...placeholder} />;
}
