import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import type { Resource } from '../../../lib/Resource';
import type { ListPage } from '../../../stores/admin/deskList';
import * as desk from './Desk.module.css';
import { DeskEmptyList, type DeskEmptyListProps } from './DeskEmptyList';

/** What a desk list screen needs of its store: the page of results, whether a filter is on, and a reload. */
export interface DeskListSource<Page> {
  readonly results: Resource<Page>;
  readonly filtered: boolean;
  refresh(): Promise<unknown>;
}

interface DeskListProps<Item, Page extends ListPage<Item>> extends Pick<DeskEmptyListProps, 'empty' | 'noMatch'> {
  readonly list: DeskListSource<Page>;
  /** The sentence that counts the results ("12 posts"), read out when it changes. */
  readonly count: (page: Page) => ReactNode;
  /** Beside the count: the list's own tools (Export CSV). */
  readonly tools?: (page: Page) => ReactNode;
  /** Above the results and the empty state alike: what the answer carries beside the items (counts per edition). */
  readonly before?: (page: Page) => ReactNode;
  /** The address of another page of the list, its filters kept. */
  readonly pageHref: (page: number) => string;
  /** The items, as a table, a grid or a stack: named by the count (`countId`). */
  readonly children: (page: Page, countId: string) => ReactNode;
}

/**
 * A desk list's results, the same on every list screen: loading, failure and retry (ResourceState); an empty list
 * that says whether nothing exists yet or nothing matches the filters; else the count, the items and the pages.
 * An observer: the store makes a new `results` for each new filter.
 */
export const DeskList = observer(function DeskList<Item, Page extends ListPage<Item>>({ list, empty, noMatch, count, tools, before, pageHref, children }: DeskListProps<Item, Page>) {
  const countId = useId();
  return (
    <ResourceState resource={list.results} onRetry={() => void list.refresh()} skeleton="cards">
      {(page) => (
        <>
          {before?.(page)}
          {page.items.length === 0 ? (
            <DeskEmptyList filtered={list.filtered} empty={empty} noMatch={noMatch} />
          ) : (
            <>
              <div className={desk.countBar}>
                <p id={countId} className={desk.count} aria-live="polite">
                  {count(page)}
                </p>
                {tools?.(page)}
              </div>
              {children(page, countId)}
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={pageHref} />
            </>
          )}
        </>
      )}
    </ResourceState>
  );
}) as <Item, Page extends ListPage<Item>>(props: DeskListProps<Item, Page>) => ReactNode;
