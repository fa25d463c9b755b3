import {
  closeAdminPoll as closeEndpoint,
  createAdminPoll as createEndpoint,
  deleteAdminPoll as deleteEndpoint,
  getAdminPoll as getEndpoint,
  listAdminPolls as listEndpoint,
  saveAdminPoll as saveEndpoint,
  searchPollStories as searchEndpoint,
  setAdminPollStory as storyEndpoint,
  type PollInput,
  type StoryRef,
} from '../../contracts/adminPolls';
import type { ApiClient } from './client';

export function listAdminPolls(client: ApiClient) {
  return client.call(listEndpoint, {});
}

export function getAdminPoll(client: ApiClient, id: string) {
  return client.call(getEndpoint, { query: { id } });
}

export function createAdminPoll(client: ApiClient, body: PollInput) {
  return client.call(createEndpoint, { body });
}

export function saveAdminPoll(client: ApiClient, id: string, body: PollInput) {
  return client.call(saveEndpoint, { query: { id }, body });
}

export function closeAdminPoll(client: ApiClient, id: string) {
  return client.call(closeEndpoint, { query: { id } });
}

export function deleteAdminPoll(client: ApiClient, id: string) {
  return client.call(deleteEndpoint, { query: { id } });
}

/** `story: null` detaches the poll. */
export function setAdminPollStory(client: ApiClient, id: string, story: StoryRef | null) {
  return client.call(storyEndpoint, { query: { id }, body: { story } });
}

export function searchPollStories(client: ApiClient, query: string) {
  return client.call(searchEndpoint, { query: { query } });
}
