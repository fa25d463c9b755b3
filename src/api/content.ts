import type { Locale, QueryOf } from '../../contracts/common';
import {
  findMovedArticle as findMovedArticleEndpoint,
  findMovedAuthor as findMovedAuthorEndpoint,
  getArticle as getArticleEndpoint,
  getAuthors as getAuthorsEndpoint,
  getCategories as getCategoriesEndpoint,
  getCommercial as getCommercialEndpoint,
  getMainSections as getMainSectionsEndpoint,
  getMultimedia as getMultimediaEndpoint,
  getPage as getPageEndpoint,
  getPost as getPostEndpoint,
  getTopics as getTopicsEndpoint,
  listArticles as listArticlesEndpoint,
  listPosts as listPostsEndpoint,
  search as searchEndpoint,
} from '../../contracts/content';
import type { ApiClient } from './client';

export function getCategories(client: ApiClient) {
  return client.call(getCategoriesEndpoint);
}

export function getAuthors(client: ApiClient) {
  return client.call(getAuthorsEndpoint);
}

export function getTopics(client: ApiClient) {
  return client.call(getTopicsEndpoint);
}

export function getPage(client: ApiClient, pageId: QueryOf<typeof getPageEndpoint>['pageId']) {
  return client.call(getPageEndpoint, { query: { pageId } });
}

export function listArticles(client: ApiClient, query: QueryOf<typeof listArticlesEndpoint>) {
  return client.call(listArticlesEndpoint, { query });
}

/** The article in one edition: one that does not exist in it is not found (with related stories of that edition). */
export function getArticle(client: ApiClient, slug: string, locale: Locale) {
  return client.call(getArticleEndpoint, { query: { slug, locale } });
}

export function findMovedArticle(client: ApiClient, slug: string, locale: Locale) {
  return client.call(findMovedArticleEndpoint, { query: { slug, locale } });
}

/** Where a writer's page is now, when `slug` is one of their old slugs (a 404 otherwise). */
export function findMovedAuthor(client: ApiClient, slug: string) {
  return client.call(findMovedAuthorEndpoint, { query: { slug } });
}

export function listPosts(client: ApiClient, query: QueryOf<typeof listPostsEndpoint>) {
  return client.call(listPostsEndpoint, { query });
}

export function getPost(client: ApiClient, slug: string) {
  return client.call(getPostEndpoint, { query: { slug } });
}

/** The front page's sections in one edition. */
export function getMainSections(client: ApiClient, locale: Locale) {
  return client.call(getMainSectionsEndpoint, { query: { locale } });
}

export function getMultimedia(client: ApiClient, query: QueryOf<typeof getMultimediaEndpoint>) {
  return client.call(getMultimediaEndpoint, { query });
}

export function search(client: ApiClient, query: QueryOf<typeof searchEndpoint>) {
  return client.call(searchEndpoint, { query });
}

export function getCommercial(client: ApiClient, query: QueryOf<typeof getCommercialEndpoint>) {
  return client.call(getCommercialEndpoint, { query });
}
