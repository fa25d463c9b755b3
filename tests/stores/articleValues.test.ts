import { describe, expect, it } from 'vitest';
import { blankInput, sameInput } from '../../src/stores/admin/articleValues';

describe("the desk's article values", () => {
  it('are the same values whatever order their keys came in', () => {
    const values = blankInput('cat_world', 'author_1');
    const reordered = Object.fromEntries(Object.entries(values).reverse()) as typeof values;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(values));
    expect(sameInput(values, reordered)).toBe(true);
  });

  it('count an optional field left out the same as one left undefined, as the JSON sent would', () => {
    const { topics, ...withoutTopics } = blankInput('cat_world', 'author_1');
    expect(topics).toEqual([]);
    expect(sameInput(withoutTopics, { ...withoutTopics, topics: undefined })).toBe(true);
  });

  it('differ when one language’s text differs', () => {
    const values = blankInput('cat_world', 'author_1');
    const edited = { ...values, data: { ...values.data, 'zh-tw': { ...values.data['zh-tw'], title: '夜市' } } };
    expect(sameInput(values, edited)).toBe(false);
  });
});
