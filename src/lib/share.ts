import type { Locale } from '../../contracts/common';

/** A network a story can be shared to: its web share address (no script needed, no tracking of ours). */
export type ShareNetwork = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'weibo' | 'line' | 'email';

/**
 * The networks each edition's readers use most: English readers X, Facebook, LinkedIn and WhatsApp; Simplified
 * Chinese readers Weibo (WeChat has no web share address: they copy the link); Traditional Chinese readers, in
 * Taiwan and Hong Kong above all, LINE, Facebook and X. Email everywhere.
 */
export const SHARE_NETWORKS: Record<Locale, readonly ShareNetwork[]> = {
  en: ['x', 'facebook', 'linkedin', 'whatsapp', 'email'],
  'zh-cn': ['weibo', 'email'],
  'zh-tw': ['line', 'facebook', 'x', 'email'],
};

/** The address that shares `url` (titled `title`) on `network`. */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'weibo':
      return `https://service.weibo.com/share/share.php?url=${u}&title=${t}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}
