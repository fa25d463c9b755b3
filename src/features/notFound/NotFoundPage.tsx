import { NotFoundPanel } from '../../components/NotFoundPanel';
import { NotFoundHead } from './NotFoundHead';

/** SPEC §2 not-found page, for any address no route knows. */
export function NotFoundPage() {
  return (
    <>
      <NotFoundHead />
      <NotFoundPanel />
    </>
  );
}
