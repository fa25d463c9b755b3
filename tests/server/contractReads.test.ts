// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractReads } from '../../src/server/contractReads';

const TOPICS = 'GET /api/client/topics application/json';

describe("the server's memo of answers read through their contracts", () => {
  it('reads the same text from the same endpoint once, and hands out that value again', () => {
    const reads = contractReads();
    let readings = 0;
    const fresh = () => {
      readings += 1;
      return { topics: [{ _id: 'top_1' }] };
    };
    const first = reads.read(TOPICS, '{"topics":[{"_id":"top_1","note":"x"}]}', fresh);
    const again = reads.read(TOPICS, '{"topics":[{"_id":"top_1","note":"x"}]}', fresh);
    expect(again).toBe(first);
    expect(readings).toBe(1);
    // Another text, or the same text from another endpoint, is read afresh.
    reads.read(TOPICS, '{"topics":[]}', fresh);
    reads.read('GET /api/client/authors application/json', '{"topics":[{"_id":"top_1","note":"x"}]}', fresh);
    expect(readings).toBe(3);
  });

  it('freezes what it shares between renders: no store can change an answer another page is made from', () => {
    const reads = contractReads();
    const value = reads.read(TOPICS, '{}', () => ({ topics: [{ _id: 'top_1', data: { en: { name: 'Taiwan' } } }] }));
    expect(Object.isFrozen(value.topics[0]?.data.en)).toBe(true);
    expect(() => value.topics.push({ _id: 'top_2', data: { en: { name: 'Japan' } } })).toThrow(TypeError);
  });

  it("gives each value's JSON, made once, as the page carries it", () => {
    const reads = contractReads();
    const value = reads.read(TOPICS, '{}', () => ({ topics: [{ _id: 'top_1' }], cursor: null }));
    expect(reads.json(value)).toBe('{"topics":[{"_id":"top_1"}],"cursor":null}');
    expect(reads.json({ other: true })).toBe('{"other":true}');
  });

  it('keeps nothing of an answer its contract refused', () => {
    const reads = contractReads();
    const refuse = () => {
      throw new Error('refused');
    };
    expect(() => reads.read(TOPICS, '{"topics":1}', refuse)).toThrow('refused');
    expect(reads.read(TOPICS, '{"topics":1}', () => ({ topics: [] }))).toEqual({ topics: [] });
  });
});
