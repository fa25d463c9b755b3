import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { StatePanel } from '../../../components/StatePanel';

interface DeskLoadFailedProps {
  /** The screen's title, as it would have shown. */
  readonly title: string;
  /** What went wrong, in the screen's own words. */
  readonly text: string;
  /** The retry button's label. */
  readonly retry: ReactNode;
  readonly onRetry: () => void;
}

/** A desk editor that could not load what it edits: its title, what went wrong, and a retry. */
export function DeskLoadFailed({ title, text, retry, onRetry }: DeskLoadFailedProps) {
  return <StatePanel title={title} text={text} role="alert" action={<Button onClick={onRetry}>{retry}</Button>} />;
}
