import { adminHandlers } from './handlers/admin';
import { adminArticleHandlers } from './handlers/adminArticles';
import { adminCommentHandlers } from './handlers/adminComments';
import { adminPollHandlers } from './handlers/adminPolls';
import { adminPageHandlers } from './handlers/adminPages';
import { adminSectionHandlers } from './handlers/adminSections';
import { adminCommercialHandlers } from './handlers/adminCommercial';
import { communityHandlers } from './handlers/community';
import { contactHandlers } from './handlers/contact';
import { contentHandlers } from './handlers/content';
import { devHandlers } from './handlers/dev';
import { subscriptionHandlers } from './handlers/subscription';
import { userHandlers } from './handlers/user';
import { weatherHandlers } from './handlers/weather';

/** Every endpoint's handler, for the browser worker, the Node server, Vitest and Storybook. */
export const handlers = [
  ...userHandlers,
  ...communityHandlers,
  ...contentHandlers,
  ...subscriptionHandlers,
  ...contactHandlers,
  ...weatherHandlers,
  ...adminHandlers,
  ...adminArticleHandlers,
  ...adminCommentHandlers,
  ...adminPollHandlers,
  ...adminPageHandlers,
  ...adminSectionHandlers,
  ...adminCommercialHandlers,
  ...devHandlers,
];
