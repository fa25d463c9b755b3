import { useLayoutEffect } from 'react';
import { PopupHost } from '../../../src/app/PopupHost';
import type { PopupId } from '../../../src/stores/PopupsStore';
import type { RootStore } from '../../../src/stores/RootStore';
import { useStores } from '../../../src/hooks/StoresContext';

export interface AuthPopupStageParameters {
  readonly id: PopupId;
  /** The popup's props, or a function of the story's store that prepares the scene and returns them. */
  readonly props?: Readonly<Record<string, string>> | ((store: RootStore) => Readonly<Record<string, string>>);
}

/**
 * A popup rendered the way the app renders it: opened through the story's PopupsStore and shown by the real
 * PopupHost and registry (lazy chunk included). `parameters.authPopup` says which one, with which props.
 */
export function AuthPopupStage({ id, props = {} }: AuthPopupStageParameters) {
  const store = useStores();
  useLayoutEffect(() => {
    store.popups.open(id, typeof props === 'function' ? props(store) : props);
    // Opened once, when the story mounts (a locale switch re-mounts it).
  }, [store]); // eslint-disable-line react-hooks/exhaustive-deps
  return <PopupHost />;
}
