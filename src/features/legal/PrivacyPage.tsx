import { LegalPage } from './LegalPage';

/** /privacy: the privacy policy (footer link). */
export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
