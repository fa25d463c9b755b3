import { useEffect } from 'react';
import type { AdminDeskStore } from '../../../stores/admin/AdminDeskStore';

/**
 * While a desk editor (an article, a poll, an issue, a front, the header & home) has unsaved changes, leaving asks
 * first: closing or reloading the tab through the browser's own prompt (beforeunload), and following any link of
 * the page (the desk's navigation, "Back to the magazine", the list) through the desk's LeaveDialog. The work stays
 * on this device either way.
 */
export function useLeaveGuard(desk: AdminDeskStore, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      // '~' makes the path absolute for wouter, whichever nested router the dialog navigates from.
      if (!desk.requestLeave(`~${link.pathname}${link.search}`)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', follow, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', follow, true);
    };
  }, [desk, dirty]);
}
