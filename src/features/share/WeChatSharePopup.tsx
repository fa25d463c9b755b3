import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Popup, type PopupComponentProps } from '../../components/Popup';
import { qrDrawing } from '../../lib/qrCode';
import type { PopupProps } from '../../stores/PopupsStore';
import * as styles from './WeChatSharePopup.module.css';

/**
 * Issue 28: share to WeChat, which has no web share address. From a computer a reader scans the page's QR code
 * with WeChat on the phone, opens the page there and shares it. The code is drawn here, with no network: this
 * popup's chunk holds the QR library, so nothing of it loads before a reader asks (docs/decisions/062).
 */
export function WeChatSharePopup({ props, onClose, closing }: PopupComponentProps<PopupProps['wechatShare']>) {
  const intl = useIntl();
  // Absolute, as a phone needs it: a site whose origin is not configured (the demo build) names its pages by path.
  const url = useMemo(() => new URL(props.url, window.location.href).href, [props.url]);
  const drawing = useMemo(() => qrDrawing(url), [url]);
  return (
    <Popup
      title={<FormattedMessage id="share.wechat.title" defaultMessage="Share on WeChat" />}
      description={
        <FormattedMessage
          id="share.wechat.scan"
          defaultMessage="Scan this code with WeChat to open the page on your phone, then share it with your friends."
        />
      }
      onClose={onClose}
      closing={closing}
    >
      <figure className={styles.code}>
        {/* Black on white in either theme: a scanner reads dark modules on a light ground. */}
        <svg
          className={styles.svg}
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          role="img"
          aria-label={intl.formatMessage({ id: 'share.wechat.code', defaultMessage: 'QR code of this page’s address' })}
          data-url={url}
          shapeRendering="crispEdges"
        >
          <rect width={drawing.size} height={drawing.size} fill="#fff" />
          <path d={drawing.path} fill="#000" />
        </svg>
        <figcaption className={styles.address} translate="no">
          {url}
        </figcaption>
      </figure>
    </Popup>
  );
}
