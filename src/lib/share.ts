import { mapLocales, type Locale } from '../../contracts/common';
import { LOCALE_LIST, type ShareNetwork } from '../../contracts/locales';

/** The networks each edition's readers use most, most used first (contracts/locales.ts says why). */
export const SHARE_NETWORKS: Record<Locale, readonly ShareNetwork[]> = mapLocales((locale) => LOCALE_LIST[locale].share);

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

/** Whether an edition's share sheet offers WeChat, by a QR code of the page (contracts/locales.ts says why). */
export function sharesByWeChat(locale: Locale): boolean {
  return LOCALE_LIST[locale].wechat;
}
