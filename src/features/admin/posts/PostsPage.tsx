import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { postFiltersFromSearch, searchFromPostFilters } from '../../../stores/admin/PostsStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskPage } from '../desk/DeskPage';
import { DeskOutcome } from '../desk/DeskOutcome';
import { HidePostDialog } from './HidePostDialog';
import { postOutcomeTexts } from './postMessages';
import { PostRow } from './PostRow';
import { PostFiltersForm } from './PostFiltersForm';

/**
 * /admin/posts: every reader's post, featured first then newest; search, the state, section and featured filters and
 * paging live in the address. A post is hidden with a reason (asked first), published again, featured.
 */
export const PostsPage = observer(function PostsPage() {
  const { posts, categories } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage({ id: 'admin.posts.title', defaultMessage: 'Readers’ posts' }), config.product.name[locale]);
  useEffect(() => {
    void categories.load();
  }, [categories]);
  useEffect(() => {
    void posts.show(postFiltersFromSearch(search));
  }, [posts, search]);
  const filters = postFiltersFromSearch(search);
  const [success, error] = postOutcomeTexts(intl, posts.outcome, (outcome) => outcome.post.title[locale]);
  const sectionName = (id: string) => categories.data?.find((category) => category._id === id)?.data[locale].name ?? '';
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const columns = {
    writer: intl.formatMessage({ id: 'admin.posts.column.writer', defaultMessage: 'Posted by' }),
    published: intl.formatMessage({ id: 'admin.posts.column.published', defaultMessage: 'Posted' }),
    likes: intl.formatMessage({ id: 'admin.posts.column.likes', defaultMessage: 'Likes' }),
    comments: intl.formatMessage({ id: 'admin.posts.column.comments', defaultMessage: 'Comments' }),
    state: intl.formatMessage({ id: 'admin.posts.column.state', defaultMessage: 'Status' }),
    actions: intl.formatMessage({ id: 'admin.posts.column.actions', defaultMessage: 'Actions' }),
  };
  const { pending } = posts;
  return (
    <DeskPage title={<FormattedMessage id="admin.posts.title" defaultMessage="Readers’ posts" />}>
      <PostFiltersForm
        key={search}
        filters={filters}
        categories={categories.data ?? []}
        locale={locale}
        onChange={(next) => navigate(`/posts${searchFromPostFilters(next)}`)}
      />
      <DeskOutcome success={success} error={error} />
      <ResourceState resource={posts.results} onRetry={() => void posts.refresh()} skeleton="cards">
        {(page) =>
          page.items.length === 0 ? (
            <DeskEmptyList
              filtered={posts.filtered}
              noMatch={{
                title: <FormattedMessage id="admin.posts.emptyFiltered" defaultMessage="No post matches these filters." />,
                text: <FormattedMessage id="admin.posts.emptyFilteredText" defaultMessage="Change the search or the filters, or show every post." />,
                clear: { href: '/posts', label: <FormattedMessage id="admin.posts.clearFilters" defaultMessage="Show every post" /> },
              }}
              empty={{
                title: <FormattedMessage id="admin.posts.empty" defaultMessage="No reader has posted yet." />,
                text: <FormattedMessage id="admin.posts.emptyText" defaultMessage="What readers post shows here, featured first, then newest." />,
              }}
            />
          ) : (
            <>
              <p id={countId} className={desk.count} aria-live="polite">
                <FormattedMessage id="admin.posts.count" defaultMessage="{total, plural, one {# post} other {# posts}}" values={{ total: page.total }} />
              </p>
              <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                <table className={`${desk.table} ${desk.wideTable} ${desk.stacked}`}>
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage({ id: 'admin.posts.column.post', defaultMessage: 'Post' })}</th>
                      <th scope="col">{columns.writer}</th>
                      <th scope="col">{columns.published}</th>
                      <th scope="col">{columns.likes}</th>
                      <th scope="col">{columns.comments}</th>
                      <th scope="col">{columns.state}</th>
                      <th scope="col">{columns.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((post) => (
                      <PostRow
                        key={post._id}
                        post={post}
                        locale={locale}
                        section={sectionName(post.category)}
                        columns={columns}
                        pending={pending?.id === post._id ? pending.action : null}
                        locked={pending !== null && pending.id !== post._id}
                        onHide={(one) => posts.askHide(one)}
                        onRestore={(one) => void posts.restore(one)}
                        onFeature={(one, featured) => void posts.feature(one, featured)}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(number) => `/posts${searchFromPostFilters({ ...filters, page: number })}`} />
            </>
          )
        }
      </ResourceState>
      <HidePostDialog posts={posts} title={posts.hiding?.post.title[locale] ?? ''} />
    </DeskPage>
  );
});
