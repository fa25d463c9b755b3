import type { Locale } from '../../contracts/common';
import {
  getArticle as getArticleEndpoint,
  getAuthors as getAuthorsEndpoint,
  getCategories as getCategoriesEndpoint,
  getCommercial as getCommercialEndpoint,
  getMainSections as getMainSectionsEndpoint,
  getMultimedia as getMultimediaEndpoint,
  getPage as getPageEndpoint,
  getPost as getPostEndpoint,
  listArticles as listArticlesEndpoint,
  listPosts as listPostsEndpoint,
  search as searchEndpoint,
  type PageType,
} from '../../contracts/content';
import type { ApiClient } from './client';

interface Paging {
  readonly page?: number;
  readonly pageSize?: number;
}

export function getCategories(client: ApiClient) {
  return client.call(getCategoriesEndpoint);
}

export function getAuthors(client: ApiClient) {
  return client.call(getAuthorsEndpoint);
}

export function getPage(client: ApiClient, pageId: 'general' | 'main') {
  return client.call(getPageEndpoint, { query: { pageId } });
}

export function listArticles(client: ApiClient, query: { category?: string; subcategory?: string } & Paging) {
  return client.call(listArticlesEndpoint, { query });
}

export function getArticle(client: ApiClient, slug: string) {
  return client.call(getArticleEndpoint, { query: { slug } });
}

export function listPosts(client: ApiClient, query: { category?: string } & Paging) {
  return client.call(listPostsEndpoint, { query });
}

export function getPost(client: ApiClient, slug: string) {
  return client.call(getPostEndpoint, { query: { slug } });
}

export function getMainSections(client: ApiClient) {
  return client.call(getMainSectionsEndpoint);
}

export function getMultimedia(client: ApiClient, query: { category: string; subcategory?: string } & Paging) {
  return client.call(getMultimediaEndpoint, { query });
}

export function search(client: ApiClient, query: { query: string; locale: Locale } & Paging) {
  return client.call(searchEndpoint, { query });
}

export function getCommercial(client: ApiClient, query: { pageType: PageType; categoryId?: string }) {
  return client.call(getCommercialEndpoint, { query });
}
