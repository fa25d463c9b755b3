/**
 * The posts desk's texts the store names by code (a state, an outcome, a refusal): one place turns each into words,
 * so the filters, the table, the dialog and the status line say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { POST_LIMITS, type PostModeration, type PostState } from '../../../../contracts/adminPosts';
import type { DeskListError } from '../../../stores/admin/deskList';
import type { HideDraft, PostsOutcome } from '../../../stores/admin/PostsStore';

export const postStateNames = defineMessages({
  published: { id: 'admin.posts.state.published', defaultMessage: 'Published' },
  hidden: { id: 'admin.posts.state.hidden', defaultMessage: 'Hidden' },
});

export const postStateName = (intl: IntlShape, state: PostState) => intl.formatMessage(postStateNames[state]);

const errorMessages = defineMessages({
  offline: { id: 'admin.posts.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.posts.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: { id: 'admin.posts.error.notFound', defaultMessage: 'This post no longer exists.' },
});

function errorText(intl: IntlShape, error: DeskListError): string {
  return error.kind === 'server'
    ? intl.formatMessage({ id: 'admin.posts.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message })
    : intl.formatMessage(errorMessages[error.kind]);
}

function successText(intl: IntlShape, success: NonNullable<PostsOutcome['success']>, title: string): string {
  switch (success) {
    case 'hidden':
      return intl.formatMessage({ id: 'admin.posts.success.hidden', defaultMessage: '“{title}” is hidden: readers no longer see it.' }, { title });
    case 'restored':
      return intl.formatMessage({ id: 'admin.posts.success.restored', defaultMessage: '“{title}” is published again: readers see it now.' }, { title });
    case 'featured':
      return intl.formatMessage({ id: 'admin.posts.success.featured', defaultMessage: '“{title}” is featured: it comes first where readers’ pages list posts.' }, { title });
    case 'unfeatured':
      return intl.formatMessage({ id: 'admin.posts.success.unfeatured', defaultMessage: '“{title}” is no longer featured.' }, { title });
  }
}

/** What the last action did, or why it did not: [success, error], one of them null. */
export function postOutcomeTexts(intl: IntlShape, outcome: PostsOutcome | null, titleOf: (outcome: PostsOutcome) => string): readonly [string | null, string | null] {
  if (!outcome) return [null, null];
  if (outcome.error) return [null, errorText(intl, outcome.error)];
  return [successText(intl, outcome.success, titleOf(outcome)), null];
}

/** "Hidden by Lin Wen, 24 Nov 2026: “Advertising”" or "Published again by Lin Wen, 24 Nov 2026". */
export function postModerationText(intl: IntlShape, moderation: PostModeration): string {
  const values = { name: moderation.by, time: intl.formatDate(moderation.at, { dateStyle: 'medium' }), reason: moderation.reason };
  return moderation.action === 'hidden'
    ? intl.formatMessage({ id: 'admin.posts.moderation.hidden', defaultMessage: 'Hidden by {name}, {time}: “{reason}”' }, values)
    : intl.formatMessage({ id: 'admin.posts.moderation.shown', defaultMessage: 'Published again by {name}, {time}' }, values);
}

/** What is wrong with the reason typed, in words. */
export function hideReasonProblem(intl: IntlShape, draft: HideDraft): string | undefined {
  if (draft.invalid === 'reasonRequired') return intl.formatMessage({ id: 'admin.posts.reasonRequired', defaultMessage: 'Say why this post is hidden: the next editor will read it.' });
  if (draft.invalid === 'reasonTooLong') {
    return intl.formatMessage(
      { id: 'admin.posts.reasonTooLong', defaultMessage: 'At most {limit} characters: {over} too many.' },
      { limit: POST_LIMITS.reason, over: draft.reason.trim().length - POST_LIMITS.reason },
    );
  }
  return undefined;
}
