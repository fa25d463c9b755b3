import type { ReactNode } from 'react';
import * as desk from './Desk.module.css';

interface DeskTableProps {
  /** The id of what names the table (the list's count). */
  readonly labelledBy: string;
  /** The column headers, in order. */
  readonly columns: readonly ReactNode[];
  /** Many columns: the table keeps a minimum width and scrolls sideways in its region. */
  readonly wide?: boolean;
  /** The rows. */
  readonly children: ReactNode;
}

/**
 * A desk list's table: a focusable region (it may scroll sideways), its column headers, and rows that a phone shows
 * as cards (each cell names its column with `data-label`).
 */
export function DeskTable({ labelledBy, columns, wide = false, children }: DeskTableProps) {
  return (
    <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={labelledBy}>
      <table className={wide ? `${desk.table} ${desk.wideTable} ${desk.stacked}` : `${desk.table} ${desk.stacked}`}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
