import { LegalPage } from './LegalPage';

/** /notice: the browsing notice, the terms a visitor accepts by browsing (footer link). */
export function NoticePage() {
  return <LegalPage document="notice" />;
}
