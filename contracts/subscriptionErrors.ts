/** The subscription endpoints' error texts, apart so that every page's error catalogue carries them without the endpoints (docs/decisions/114). */
export const SUBSCRIPTION_ERRORS = {
  emailInUse: 'This email is already in use',
  confirmationInvalid: 'Confirmation link is invalid or has expired',
  /** A newsletter mail's unsubscribe link (contracts/adminNewsletters.ts sends the issues) that is not one. */
  unsubscribeInvalid: 'Unsubscribe link is invalid',
} as const;
