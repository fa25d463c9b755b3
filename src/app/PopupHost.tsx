import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PopupComponentProps } from '../components/Popup';
import type { OpenPopup, PopupId, PopupProps } from '../stores/PopupsStore';
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
      {shown.map(({ popup, closing }) => (
        <Suspense key={popup.id} fallback={null}>
          {renderPopup(popup, closing ? noop : () => popups.close(), closing)}
        </Suspense>
      ))}
    </>
  );
});

/** Generic in the id, so the registry's component for `id` is checked against the props opened with `id`. */
function renderPopup<K extends PopupId>(
  popup: { readonly id: K; readonly props: PopupProps[K] },
  onClose: () => void,
  closing: boolean,
): ReactNode {
  const Component: ComponentType<PopupComponentProps<PopupProps[K]>> = popupRegistry[popup.id];
  return <Component props={popup.props} onClose={onClose} closing={closing} />;
}

function noop(): void {}
