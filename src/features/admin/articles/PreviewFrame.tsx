import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PREVIEW_WIDTHS, type PreviewWidth } from '../../../stores/admin/ArticlePreviewStore';
import * as styles from './Preview.module.css';

/** How tall the page is drawn in the frame (a window's height at that width), before scaling. */
const FRAME_HEIGHTS: Record<PreviewWidth, number> = { phone: 740, desktop: 900 };

export interface PreviewFrameProps {
  /** The page's address (the preview link, or what a story stands in for it with). */
  readonly src: string;
  readonly width: PreviewWidth;
}

/**
 * The reader's page in a frame drawn at a phone's (375 px) or a desktop's (1280 px) width, scaled down to fit the
 * dialog: the page lays itself out at the real width (its own media queries), the editor sees all of it.
 */
export function PreviewFrame({ src, width }: PreviewFrameProps) {
  const intl = useIntl();
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setRoom(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const pixels = PREVIEW_WIDTHS[width];
  const height = FRAME_HEIGHTS[width];
  const scale = room === null ? 1 : Math.min(1, room / pixels);
  return (
    <div ref={stage} className={styles.stage} style={{ height: `${Math.round(height * scale)}px` }}>
      <iframe
        className={styles.frame}
        src={src}
        title={intl.formatMessage(
          { id: 'admin.articles.preview.frame', defaultMessage: 'The page as readers will see it, {width} pixels wide' },
          { width: pixels },
        )}
        width={pixels}
        height={height}
        style={{ transform: `scale(${scale})` }}
        // The page is the site's own, read by its private link: it runs as on the site, and leaks no address.
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
