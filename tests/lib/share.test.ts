import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, shareHref } from '../../src/lib/share';

const URL_ = 'https://huanyu.example/zh-tw/night-markets-of-taipei';

describe('sharing a story', () => {
  it('offers each edition the networks its readers use, and email everywhere', () => {
    expect(SHARE_NETWORKS.en).toEqual(['x', 'facebook', 'linkedin', 'whatsapp', 'email']);
    expect(SHARE_NETWORKS['zh-cn']).toContain('weibo');
    expect(SHARE_NETWORKS['zh-tw']).toContain('line');
    for (const networks of Object.values(SHARE_NETWORKS)) expect(networks.at(-1)).toBe('email');
  });

  it('builds each network’s share address with the story’s address and title encoded', () => {
    const title = '臺北夜市 & “more” #1';
    for (const network of ['x', 'facebook', 'linkedin', 'whatsapp', 'weibo', 'line'] as const) {
      const href = new URL(shareHref(network, URL_, title));
      expect(href.protocol, network).toBe('https:');
      expect([...href.searchParams.values()].join(' '), network).toContain(URL_);
    }
    expect(new URL(shareHref('x', URL_, title)).searchParams.get('text')).toBe(title);
    expect(new URL(shareHref('weibo', URL_, title)).searchParams.get('title')).toBe(title);
    const mail = new URL(shareHref('email', URL_, title));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(title);
    expect(mail.searchParams.get('body')).toBe(URL_);
  });

  it('cannot be turned into another address by a title', () => {
    const href = shareHref('x', URL_, '&url=https://evil.example/#');
    const params = new URL(href).searchParams;
    expect(params.getAll('url')).toEqual([URL_]);
  });
});
