import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StatePanel } from '../../../components/StatePanel';
import * as desk from './Desk.module.css';

interface Words {
  readonly title: ReactNode;
  readonly text: ReactNode;
}

export interface DeskEmptyListProps {
  /** A search or a filter is on. */
  readonly filtered: boolean;
  /** Nothing at all yet: what will show here, and what to do first (if anything). */
  readonly empty: Words & { readonly action?: ReactNode };
  /** Nothing matches the filters, and the link that clears them. */
  readonly noMatch: Words & { readonly clear: { readonly href: string; readonly label: ReactNode } };
}

/** An empty desk list: with filters on, it says nothing matches and offers to clear them; else, what comes here. */
export function DeskEmptyList({ filtered, empty, noMatch }: DeskEmptyListProps) {
  const words = filtered ? noMatch : empty;
  const action = filtered ? (
    <Link href={noMatch.clear.href} className={desk.secondaryLink}>
      {noMatch.clear.label}
    </Link>
  ) : (
    empty.action
  );
  return <StatePanel headingLevel={2} title={words.title} text={words.text} action={action} />;
}
