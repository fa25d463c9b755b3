import { useId, type ReactNode } from 'react';
import * as desk from './Desk.module.css';

interface DeskPageProps {
  /** The screen's one h1, which names its panel. */
  readonly title: ReactNode;
  /** What sits beside the title: the screen's "New …" or "Add …". */
  readonly action?: ReactNode;
  /** The title's id, when something else on the screen is named by it too. */
  readonly titleId?: string;
  readonly children: ReactNode;
}

/** A desk screen's panel: its title with the action beside it, then the screen. */
export function DeskPage({ title, action, titleId, children }: DeskPageProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <section className={desk.panel} aria-labelledby={id}>
      <div className={desk.heading}>
        <h1 id={id} className={desk.title}>
          {title}
        </h1>
        {action}
      </div>
      {children}
    </section>
  );
}
