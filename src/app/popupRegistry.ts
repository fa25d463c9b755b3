import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopupComponentProps } from '../components/Popup';
import type { PopupId, PopupProps } from '../stores/PopupsStore';

/**
 * Every popup id has a component, and that component takes the props its id is opened with
 * (docs/decisions/026): a popup left out, or one that reads a prop its id does not carry, fails the typecheck.
 */
export type PopupRegistry = {
  readonly [K in PopupId]: LazyExoticComponent<ComponentType<PopupComponentProps<PopupProps[K]>>>;
};

/** Each popup is its own chunk, fetched the first time it opens. */
export const popupRegistry: PopupRegistry = {
  signIn: lazy(() => import('../features/auth/SignInPopup').then((m) => ({ default: m.SignInPopup }))),
  signUp: lazy(() => import('../features/auth/SignUpPopup').then((m) => ({ default: m.SignUpPopup }))),
  restorePassword: lazy(() =>
    import('../features/auth/RestorePasswordPopup').then((m) => ({ default: m.RestorePasswordPopup })),
  ),
  restorePasswordSuccess: lazy(() =>
    import('../features/auth/RestorePasswordSuccessPopup').then((m) => ({ default: m.RestorePasswordSuccessPopup })),
  ),
  resetPassword: lazy(() => import('../features/auth/ResetPasswordPopup').then((m) => ({ default: m.ResetPasswordPopup }))),
  signUpSuccess: lazy(() => import('../features/auth/SignUpSuccessPopup').then((m) => ({ default: m.SignUpSuccessPopup }))),
  subscriptionCheckEmail: lazy(() =>
    import('../features/subscription/SubscriptionCheckEmailPopup').then((m) => ({
      default: m.SubscriptionCheckEmailPopup,
    })),
  ),
  subscriptionThanks: lazy(() =>
    import('../features/subscription/SubscriptionThanksPopup').then((m) => ({ default: m.SubscriptionThanksPopup })),
  ),
  subscription: lazy(() =>
    import('../features/subscription/SubscriptionPopup').then((m) => ({ default: m.SubscriptionPopup })),
  ),
  headerSubscription: lazy(() =>
    import('../features/subscription/HeaderSubscriptionPopup').then((m) => ({ default: m.HeaderSubscriptionPopup })),
  ),
  subscriptionSuccessVerified: lazy(() =>
    import('../features/subscription/SubscriptionSuccessVerifiedPopup').then((m) => ({
      default: m.SubscriptionSuccessVerifiedPopup,
    })),
  ),
  newsletterUnsubscribed: lazy(() =>
    import('../features/subscription/NewsletterUnsubscribedPopup').then((m) => ({ default: m.NewsletterUnsubscribedPopup })),
  ),
  contact: lazy(() => import('../features/contact/ContactPopup').then((m) => ({ default: m.ContactPopup }))),
  submitArticle: lazy(() =>
    import('../features/contribute/SubmitArticlePopup').then((m) => ({ default: m.SubmitArticlePopup })),
  ),
  // docs/decisions/010: contact success says what the generic success says, so it is the same popup.
  contactSuccess: lazy(() => import('../features/feedback/SuccessPopup').then((m) => ({ default: m.SuccessPopup }))),
  success: lazy(() => import('../features/feedback/SuccessPopup').then((m) => ({ default: m.SuccessPopup }))),
  // With the QR library in its chunk: nothing of it loads before a reader asks for the code.
  wechatShare: lazy(() => import('../features/share/WeChatSharePopup').then((m) => ({ default: m.WeChatSharePopup }))),
};
