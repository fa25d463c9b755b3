import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopupId } from '../stores/PopupsStore';

export interface PopupComponentProps {
  readonly props: Readonly<Record<string, string>>;
  readonly onClose: () => void;
  readonly closing: boolean;
}

type PopupComponent = LazyExoticComponent<ComponentType<PopupComponentProps>>;

/** Each popup is its own chunk, fetched the first time it opens. */
export const popupRegistry: Partial<Record<PopupId, PopupComponent>> = {
  subscriptionCheckEmail: lazy(() =>
    import('../features/subscription/SubscriptionCheckEmailPopup').then((m) => ({
      default: m.SubscriptionCheckEmailPopup,
    })),
  ),
  subscriptionThanks: lazy(() =>
    import('../features/subscription/SubscriptionThanksPopup').then((m) => ({ default: m.SubscriptionThanksPopup })),
  ),
};
