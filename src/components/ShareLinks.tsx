import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../contracts/common';
import { useHydrated } from '../hooks/useHydrated';
import type { ShareNetwork } from '../../contracts/locales';
import { SHARE_NETWORKS, shareHref, sharesByWeChat } from '../lib/share';
import * as chips from './Chips.module.css';
import * as styles from './ShareLinks.module.css';

export interface ShareLinksProps {
  /** The story's canonical address (absolute). */
  readonly url: string;
  readonly title: string;
  readonly locale: Locale;
  /** Opens the WeChat QR code of `url` (the editions that share by WeChat: sharesByWeChat). */
  readonly onWeChat?: () => void;
}

/**
 * Share a story: the phone's own share sheet where there is one, copy the link, WeChat's QR code in the Chinese
 * editions, and the networks the edition's readers use. The network links are plain links (they work without
 * JavaScript); the share sheet, the copy button and the QR code's popup need scripts, so they appear after
 * hydration, where the browser has them.
 */
export function ShareLinks({ url, title, locale, onWeChat }: ShareLinksProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const headingId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'refused'>('idle');
  const canShare = hydrated && typeof navigator.share === 'function';
  const canCopy = hydrated && navigator.clipboard !== undefined;
  const canWeChat = hydrated && onWeChat !== undefined && sharesByWeChat(locale);
  const name = (network: ShareNetwork) => intl.formatMessage(NETWORK_NAMES[network]);
  const wechat = intl.formatMessage({ id: 'share.network.wechat', defaultMessage: 'WeChat' });
  const newTab = intl.formatMessage({ id: 'footer.nav.newTab', defaultMessage: '(opens in a new tab)' });

  const copyLink = async () => {
    // Emptied first, so that a second copy is announced again.
    setCopy('idle');
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // Refused (no permission, or not a secure page): say so, and where the link is anyway.
      setCopy('refused');
    }
  };

  return (
    <section className={`${styles.share} no-print`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <FormattedMessage id="share.title" defaultMessage="Share" />
      </h2>
      <ul className={chips.chips}>
        {canShare && (
          <li>
            <button type="button" className={chips.chip} onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
              <FormattedMessage id="share.native" defaultMessage="Share…" />
            </button>
          </li>
        )}
        {canCopy && (
          <li>
            <button type="button" className={chips.chip} onClick={() => void copyLink()}>
              <FormattedMessage id="share.copy" defaultMessage="Copy link" />
            </button>
          </li>
        )}
        {canWeChat && (
          <li>
            <button
              type="button"
              className={chips.chip}
              aria-haspopup="dialog"
              aria-label={intl.formatMessage({ id: 'share.on', defaultMessage: 'Share on {network}' }, { network: wechat })}
              onClick={onWeChat}
            >
              {wechat}
            </button>
          </li>
        )}
        {SHARE_NETWORKS[locale].map((network) => (
          <li key={network}>
            <a
              className={chips.chip}
              href={shareHref(network, url, title)}
              {...(network === 'email'
                ? { 'aria-label': intl.formatMessage({ id: 'share.by', defaultMessage: 'Share by {network}' }, { network: name(network) }) }
                : {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    'aria-label': `${intl.formatMessage({ id: 'share.on', defaultMessage: 'Share on {network}' }, { network: name(network) })} ${newTab}`,
                  })}
            >
              {name(network)}
            </a>
          </li>
        ))}
      </ul>
      {/* Seen as well as heard: a reader who pressed Copy link is told, under the links, that it worked. */}
      <p className={copy === 'refused' ? `${styles.status} ${styles.refused}` : styles.status} role="status">
        {copy === 'copied' && <FormattedMessage id="share.copied" defaultMessage="Link copied" />}
        {copy === 'refused' && (
          <FormattedMessage
            id="share.copyRefused"
            defaultMessage="Your browser did not let us copy the link. You can copy it from the address bar."
          />
        )}
      </p>
    </section>
  );
}

const NETWORK_NAMES = defineMessages<ShareNetwork>({
  x: { id: 'share.network.x', defaultMessage: 'X' },
  facebook: { id: 'share.network.facebook', defaultMessage: 'Facebook' },
  linkedin: { id: 'share.network.linkedin', defaultMessage: 'LinkedIn' },
  whatsapp: { id: 'share.network.whatsapp', defaultMessage: 'WhatsApp' },
  weibo: { id: 'share.network.weibo', defaultMessage: 'Weibo' },
  line: { id: 'share.network.line', defaultMessage: 'LINE' },
  email: { id: 'share.network.email', defaultMessage: 'Email' },
});
