import { useIntl } from 'react-intl';
import * as styles from './DeskActions.module.css';

export interface MoveButtonsProps {
  /** The section's or subsection's name, for the buttons' names ("Move World up"). */
  readonly name: string;
  readonly first: boolean;
  readonly last: boolean;
  readonly onMove: (direction: 'up' | 'down') => void;
  /** Where the page keeps the buttons, to give focus back to the one pressed once the row has moved. */
  readonly buttonRef: (direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
}

/**
 * Move up and move down: the keyboard's way to reorder (no dragging needed). At either end the button stays in
 * the tab order, aria-disabled, so focus is not lost when a row reaches the top or the bottom.
 */
export function MoveButtons({ name, first, last, onMove, buttonRef }: MoveButtonsProps) {
  const intl = useIntl();
  const button = (direction: 'up' | 'down', atEnd: boolean) => {
    const label =
      direction === 'up'
        ? intl.formatMessage({ id: 'admin.sections.moveUp', defaultMessage: 'Move {name} up' }, { name })
        : intl.formatMessage({ id: 'admin.sections.moveDown', defaultMessage: 'Move {name} down' }, { name });
    return (
      <button
        ref={(element) => buttonRef(direction, element)}
        type="button"
        className={styles.action}
        aria-label={label}
        title={label}
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (!atEnd) onMove(direction);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={direction === 'up' ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'} stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
    );
  };
  return (
    <>
      {button('up', first)}
      {button('down', last)}
    </>
  );
}
