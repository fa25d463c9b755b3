import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import type { ListPage } from '../../../stores/admin/deskList';
import { DeskList, type DeskListSource } from './DeskList';
import { DeskOutcome } from './DeskOutcome';
import { DeskPage } from './DeskPage';

/**
 * A desk list screen's own words, as literal descriptors (`defineMessages` in the screen's file, so the extractor
 * finds them): the title names the panel and the browser tab; `count` is given `total` and what `countValues` adds.
 */
export interface DeskListTexts {
  readonly title: MessageDescriptor;
  readonly empty: MessageDescriptor;
  readonly emptyText: MessageDescriptor;
  readonly noMatch: MessageDescriptor;
  readonly noMatchText: MessageDescriptor;
  readonly clear: MessageDescriptor;
  readonly count: MessageDescriptor;
}

interface DeskListPageProps<Item, Page extends ListPage<Item>> {
  readonly texts: DeskListTexts;
  readonly list: DeskListSource<Page>;
  /** The list's address (useDeskListAddress): the unfiltered list and other pages. */
  readonly address: { readonly path: string; readonly pageHref: (page: number) => string };
  /** Beside the title: the screen's "New …". */
  readonly action?: ReactNode;
  /** In the empty state, what to do first. */
  readonly emptyAction?: ReactNode;
  /** What the last action did and why it failed, said above the list (DeskOutcome); none for a list without actions. */
  readonly outcome?: readonly [success: string | null, error: string | null];
  /** More values for the count than `total`. */
  readonly countValues?: (page: Page) => Record<string, ReactNode>;
  readonly tools?: (page: Page) => ReactNode;
  readonly before?: (page: Page) => ReactNode;
  /** What stands above the outcome and the list: the filters form (keyed by the address's search), and any tabs. */
  readonly children: ReactNode;
  /** The items of one page, named by the count (`countId`). */
  readonly items: (page: Page, countId: string) => ReactNode;
  /** After the list: the screen's dialogs. */
  readonly after?: ReactNode;
}

/**
 * A desk list screen, the same shape everywhere: the titled panel (and the tab's title), the filters, the outcome
 * of the last action, then the results (DeskList) with their empty, no-match and count texts.
 */
export function DeskListPage<Item, Page extends ListPage<Item>>(props: DeskListPageProps<Item, Page>) {
  const { texts, list, address, outcome, countValues, children, items, after } = props;
  const intl = useIntl();
  const { locale } = useStores();
  useDocumentTitle(intl.formatMessage(texts.title), config.product.name[locale]);
  return (
    <DeskPage title={<FormattedMessage {...texts.title} />} action={props.action}>
      {children}
      {outcome && <DeskOutcome success={outcome[0]} error={outcome[1]} />}
      <DeskList
        list={list}
        noMatch={{
          title: <FormattedMessage {...texts.noMatch} />,
          text: <FormattedMessage {...texts.noMatchText} />,
          clear: { href: address.path, label: <FormattedMessage {...texts.clear} /> },
        }}
        empty={{ title: <FormattedMessage {...texts.empty} />, text: <FormattedMessage {...texts.emptyText} />, action: props.emptyAction }}
        count={(page: Page) => <FormattedMessage {...texts.count} values={{ total: page.total, ...countValues?.(page) }} />}
        tools={props.tools}
        before={props.before}
        pageHref={address.pageHref}
      >
        {items}
      </DeskList>
      {after}
    </DeskPage>
  );
}
