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

/** `idempotencyKey`: the same for every try of one create (src/stores/admin/CreateKey.ts). */
export function createAdminPoll(client: ApiClient, body: PollInput, idempotencyKey?: string) {
  return client.call(createEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

/** `version`: the one the editor started from (409 when someone has saved since). */
export function saveAdminPoll(client: ApiClient, id: string, version: number, poll: PollInput) {
  return client.call(saveEndpoint, { query: { id }, body: { version, poll } });
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
