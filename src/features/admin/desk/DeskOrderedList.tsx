import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { StatePanel } from '../../../components/StatePanel';
import * as desk from './Desk.module.css';
import { DeskPage } from './DeskPage';
import { MoveButtons } from './MoveButtons';
import * as styles from './DeskOrderedList.module.css';

type Direction = 'up' | 'down';

/** A row's move up and move down, bound to the list's focus keeping: `id` is the row's (a subsection's for a sub-row). */
export type RowMoveButtons = (row: {
  readonly id: string;
  readonly name: string;
  readonly first: boolean;
  readonly last: boolean;
  readonly onMove: (direction: Direction) => void;
}) => ReactNode;

export interface DeskOrderedListProps<T> {
  readonly title: ReactNode;
  /** The page's "New …" button. */
  readonly action: ReactNode;
  /** What the order is for, above the list. */
  readonly intro: ReactNode;
  /** What went wrong or right last, in words (null: nothing to say). */
  readonly error: string | null;
  readonly success: string | null;
  /** The list could not be loaded (and nothing is shown): its panel, with a retry. */
  readonly loadFailed: { readonly title: string; readonly text: string; readonly retry: ReactNode; readonly onRetry: () => void } | null;
  /** Nothing to show yet. */
  readonly loading: boolean;
  readonly items: readonly T[];
  /** Numbered (an order readers follow) or not. */
  readonly numbered?: boolean;
  /** The rows' order, sub-rows included, as a key: focus follows a move once it has changed. */
  readonly order: string;
  /** The last row moved, and which way: focus goes back to that button in the row's new place. */
  readonly lastMoved: { readonly id: string; readonly direction: Direction } | null;
  readonly renderItem: (item: T, index: number, move: RowMoveButtons) => ReactNode;
  /** The page's own dialogs (its form, its remove question). */
  readonly children?: ReactNode;
}

/**
 * The desk's ordered list (sections, topics): the page with its "New" button and intro, the status lines, the list
 * loading or failed with a retry, its rows with move up / move down, and focus that stays on the move button pressed
 * wherever its row went (React moves the row's node, which drops focus). Each page keeps its own texts, rows and
 * dialogs.
 */
export const DeskOrderedList = observer(function DeskOrderedList<T>({
  title,
  action,
  intro,
  error,
  success,
  loadFailed,
  loading,
  items,
  numbered = false,
  order,
  lastMoved,
  renderItem,
  children,
}: DeskOrderedListProps<T>) {
  const titleId = useId();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const keep = useCallback((id: string, direction: Direction, element: HTMLButtonElement | null) => {
    const key = `${id}:${direction}`;
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  }, []);
  useEffect(() => {
    if (lastMoved) moveButtons.current.get(`${lastMoved.id}:${lastMoved.direction}`)?.focus();
  }, [lastMoved, order]);
  const move: RowMoveButtons = ({ id, name, first, last, onMove }) => (
    <MoveButtons name={name} first={first} last={last} onMove={onMove} buttonRef={(direction, element) => keep(id, direction, element)} />
  );
  const List = numbered ? 'ol' : 'ul';
  return (
    <DeskPage titleId={titleId} title={title} action={action}>
      <p className={desk.hint}>{intro}</p>
      <div className={styles.status}>
        <p className={desk.errorMessage} role="alert">
          {!loadFailed && error}
        </p>
        <p className={desk.successMessage} role="status">
          {success}
        </p>
      </div>
      {loadFailed ? (
        <StatePanel
          headingLevel={2}
          role="alert"
          title={loadFailed.title}
          text={loadFailed.text}
          action={
            <Button variant="secondary" onClick={loadFailed.onRetry}>
              {loadFailed.retry}
            </Button>
          }
        />
      ) : loading ? (
        <Loader />
      ) : (
        <List className={desk.stack} aria-labelledby={titleId}>
          {items.map((item, index) => renderItem(item, index, move))}
        </List>
      )}
      {children}
    </DeskPage>
  );
}) as <T>(props: DeskOrderedListProps<T>) => ReactNode;
