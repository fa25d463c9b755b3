import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import type { Category } from '../../../../contracts/content';
import type { CommercialDeskStore } from '../../../stores/admin/CommercialDeskStore';
import * as desk from '../desk/Desk.module.css';
import { BlockItem } from './BlockItem';

export interface BlockListProps {
  readonly commercial: CommercialDeskStore;
  readonly labelledBy: string;
  readonly categories: readonly Category[];
}

/**
 * A page type's blocks in the site's order. Moving is by buttons (keyboard and pointer alike, no drag needed);
 * after a move, focus stays on the button that moved the block, wherever the block now is.
 */
export const BlockList = observer(function BlockList({ commercial, labelledBy, categories }: BlockListProps) {
  const prefix = useId();
  const list = useRef<HTMLOListElement>(null);
  const blocks = commercial.current;
  const move = commercial.lastMove;
  const order = blocks.map((block) => block._id).join();
  useEffect(() => {
    if (!move) return;
    // React moves the item's node, which drops focus in some browsers: put it back on the same control.
    const button = list.current?.querySelector<HTMLElement>(`[data-move="${move.direction}:${move.id}"]`);
    if (button && document.activeElement !== button) button.focus();
  }, [move, order]);
  return (
    <ol ref={list} className={desk.stack} aria-labelledby={labelledBy}>
      {blocks.map((block, index) => (
        <BlockItem
          key={block._id}
          block={block}
          commercial={commercial}
          first={index === 0}
          last={index === blocks.length - 1}
          titleId={`${prefix}-${block._id}`}
          categories={categories}
        />
      ))}
    </ol>
  );
});
