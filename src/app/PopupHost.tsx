import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import type { OpenPopup } from '../stores/PopupsStore';
import { useStores } from '../hooks/StoresContext';
import { popupRegistry } from './popupRegistry';

/** SPEC §9: popups have no enter animation and a 100 ms exit. */
export const POPUP_EXIT_MS = 100;

/** Renders the popup the store has open, and keeps the one just closed for its exit. */
export const PopupHost = observer(function PopupHost() {
  const { popups } = useStores();
  const [leaving, setLeaving] = useState<OpenPopup | null>(null);

  useEffect(
    () =>
      reaction(
        () => popups.current,
        (_current, previous) => {
          if (previous) setLeaving(previous);
        },
      ),
    [popups],
  );

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(null), POPUP_EXIT_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const current = popups.current;
  const shown: { popup: OpenPopup; closing: boolean }[] = [];
  if (leaving && leaving.id !== current?.id) shown.push({ popup: leaving, closing: true });
  if (current) shown.push({ popup: current, closing: false });
  // Keyed by id, so the popup that closes keeps its instance (and its focus bookkeeping) through the exit.
  return (
    <>
      {shown.map(({ popup, closing }) => {
        const Component = popupRegistry[popup.id];
        if (!Component) return null;
        return (
          <Suspense key={popup.id} fallback={null}>
            <Component props={popup.props} onClose={closing ? noop : () => popups.close()} closing={closing} />
          </Suspense>
        );
      })}
    </>
  );
});

function noop(): void {}
