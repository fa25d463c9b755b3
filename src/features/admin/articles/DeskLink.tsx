import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { useDesk } from './DeskContext';

export interface DeskLinkProps {
  readonly href: string;
  readonly className?: string;
  readonly 'aria-current'?: 'page' | undefined;
  readonly children: ReactNode;
}

/** A link inside the desk that asks first when the open article has unsaved changes (LeaveDialog). */
export const DeskLink = observer(function DeskLink({ href, className, children, ...rest }: DeskLinkProps) {
  const desk = useDesk();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!desk.requestLeave(href)) event.preventDefault();
  };
  return (
    <Link href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
});
