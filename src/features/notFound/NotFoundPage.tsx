import { NotFoundPanel } from '../../components/NotFoundPanel';

/** SPEC §2 not-found page, for any address no route knows. */
export function NotFoundPage() {
  return <NotFoundPanel />;
}
