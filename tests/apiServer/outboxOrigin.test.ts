/**
 * The mail queue writes a mail's links on the public origin (src/apiServer/outbox.ts): the rules keep paths, every
 * line that is one and every <path> in a header becomes an address a mail program can open.
 */
import { describe, expect, it } from 'vitest';
import { onOrigin } from '../../src/apiServer/outbox';

describe('a mail on the public origin', () => {
  it('turns path lines and List-Unsubscribe addresses into absolute ones, and leaves other text alone', () => {
    const text = 'Hello, readers.\n\nA title\n/en/a-story\n\n—\nTo stop it, open:\n/en/?unsubscribe-token=abc';
    const headers = JSON.stringify({ 'List-Unsubscribe': '</api/client/newsletter/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(onOrigin({ text, headers }, 'https://huanyu.example')).toEqual({
      text: 'Hello, readers.\n\nA title\nhttps://huanyu.example/en/a-story\n\n—\nTo stop it, open:\nhttps://huanyu.example/en/?unsubscribe-token=abc',
      headers: {
        'List-Unsubscribe': '<https://huanyu.example/api/client/newsletter/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('a mail without extra headers gets none', () => {
    expect(onOrigin({ text: 'Confirm:\n/en/?verify-token=x', headers: '' }, 'http://127.0.0.1:1234')).toEqual({ text: 'Confirm:\nhttp://127.0.0.1:1234/en/?verify-token=x' });
  });
});
