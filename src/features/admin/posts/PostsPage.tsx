import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../../../hooks/StoresContext';
import { postFiltersFromSearch, searchFromPostFilters } from '../../../stores/admin/PostsStore';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { HidePostDialog } from './HidePostDialog';
import { postOutcomeTexts } from './postMessages';
import { PostRow } from './PostRow';
import { PostFiltersForm } from './PostFiltersForm';

const texts = defineMessages({
  title: { id: 'admin.posts.title', defaultMessage: 'Readers’ posts' },
  noMatch: { id: 'admin.posts.emptyFiltered', defaultMessage: 'No post matches these filters.' },
  noMatchText: { id: 'admin.posts.emptyFilteredText', defaultMessage: 'Change the search or the filters, or show every post.' },
  clear: { id: 'admin.posts.clearFilters', defaultMessage: 'Show every post' },
  empty: { id: 'admin.posts.empty', defaultMessage: 'No reader has posted yet.' },
  emptyText: { id: 'admin.posts.emptyText', defaultMessage: 'What readers post shows here, featured first, then newest.' },
  count: { id: 'admin.posts.count', defaultMessage: '{total, plural, one {# post} other {# posts}}' },
});

/**
 * /admin/posts: every reader's post, featured first then newest; search, the state, section and featured filters and
 * paging live in the address. A post is hidden with a reason (asked first), published again, featured.
 */
export const PostsPage = observer(function PostsPage() {
  const { posts, categories } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  useEffect(() => {
    void categories.load();
  }, [categories]);
  const address = useDeskListAddress('/posts', posts, postFiltersFromSearch, searchFromPostFilters);
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
    <DeskListPage
      texts={texts}
      list={posts}
      address={address}
      outcome={postOutcomeTexts(intl, posts.outcome, (outcome) => outcome.post.title[locale])}
      items={(page, countId) => (
        <DeskTable
          labelledBy={countId}
          wide
          columns={[intl.formatMessage({ id: 'admin.posts.column.post', defaultMessage: 'Post' }), columns.writer, columns.published, columns.likes, columns.comments, columns.state, columns.actions]}
        >
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
        </DeskTable>
      )}
      after={<HidePostDialog posts={posts} title={posts.hiding?.post.title[locale] ?? ''} />}
    >
      <PostFiltersForm key={address.search} filters={address.filters} categories={categories.data ?? []} locale={locale} onChange={address.go} />
    </DeskListPage>
  );
});
