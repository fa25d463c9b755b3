/**
 * docs/decisions/052: the answers a server-rendered page was made from were read through their contracts on the
 * server; the page carries what the contracts gave, and the browser takes those without checking them again.
 */
import { describe, expect, it } from 'vitest';
import { ApiClient, ContractViolation } from '../../src/api/client';
import { getTopics } from '../../src/api/content';
import { checkedByServer, replayingFetch, type PrefetchedResponse } from '../../src/lib/prefetch';
import { RecordingFetch } from '../../src/server/recordingFetch';

const TAIWAN = { _id: 'top_1', slug: 'taiwan', data: { en: { name: 'Taiwan' }, 'zh-cn': { name: '台湾' }, 'zh-tw': { name: '臺灣' } } };
const BASE = 'http://api.test';

const answering = (body: unknown): typeof fetch => () => Promise.resolve(Response.json(body));
const offline: typeof fetch = () => Promise.reject(new TypeError('the browser asked the network'));

/** What the server records for the page when its stores ask for the topics and the API answers `body`. */
async function serverRecords(body: unknown): Promise<{ recorded: readonly PrefetchedResponse[]; read: Promise<unknown> }> {
  const recording = new RecordingFetch(answering(body), 2000);
  const api = new ApiClient({ baseUrl: BASE, timeoutMs: 2000, fetch: recording.fetch, onRead: recording.checked });
  const read = getTopics(api).catch((error: unknown) => error);
  await recording.settled();
  await read;
  recording.dispose();
  return { recorded: recording.recorded, read };
}

const browserClient = (recorded: readonly PrefetchedResponse[]) =>
  new ApiClient({ baseUrl: BASE, timeoutMs: 2000, fetch: replayingFetch(recorded, offline).fetch, checked: checkedByServer });

describe('answers checked on the server', () => {
  it('are recorded as their contract gave them (unknown fields dropped) and marked checked', async () => {
    const { recorded } = await serverRecords({ topics: [{ ...TAIWAN, internalNote: 'not for readers' }], cursor: 'x' });
    expect(recorded).toHaveLength(1);
    const [answer] = recorded;
    expect(answer).toMatchObject({ key: 'GET /api/client/topics', status: 200, checked: true });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ topics: [TAIWAN] });
  });

  it('are taken by the browser as they are, without a request', async () => {
    const { recorded } = await serverRecords({ topics: [TAIWAN] });
    expect(await getTopics(browserClient(recorded))).toEqual({ topics: [TAIWAN] });
  });

  it('are never an answer the server’s contract refused: that one is checked again, and refused again', async () => {
    const { recorded, read } = await serverRecords({ topics: [{ _id: 'top_1' }] });
    expect(await read).toBeInstanceOf(ContractViolation);
    expect(recorded[0]).not.toHaveProperty('checked');
    await expect(getTopics(browserClient(recorded))).rejects.toBeInstanceOf(ContractViolation);
  });

  it('cannot be claimed by anything else: an unmarked replay or a network answer is checked', async () => {
    const unmarked: PrefetchedResponse[] = [{ key: 'GET /api/client/topics', status: 200, contentType: 'application/json', body: '{"topics":[{"_id":"top_1"}]}' }];
    await expect(getTopics(browserClient(unmarked))).rejects.toBeInstanceOf(ContractViolation);
    const network = new ApiClient({ baseUrl: BASE, timeoutMs: 2000, fetch: answering({ topics: [{ _id: 'top_1' }] }), checked: checkedByServer });
    await expect(getTopics(network)).rejects.toBeInstanceOf(ContractViolation);
  });
});
