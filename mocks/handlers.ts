import { FILE_ROUTES, RULES } from '../src/rules/ruleBook';
import { fileHandler, ruleHandler } from './bindRules';
import { adminArticleHandlers } from './handlers/adminArticles';
import { adminCommentHandlers } from './handlers/adminComments';
import { adminPollHandlers } from './handlers/adminPolls';
import { adminPageHandlers } from './handlers/adminPages';
import { adminSectionHandlers } from './handlers/adminSections';
import { adminCommercialHandlers } from './handlers/adminCommercial';
import { weatherHandlers } from './handlers/weather';

/** Every endpoint's handler, for the browser worker, the Node server, Vitest and Storybook. */
export const handlers = [
  ...RULES.map(ruleHandler),
  ...FILE_ROUTES.map(fileHandler),
  ...weatherHandlers,
  ...adminArticleHandlers,
  ...adminCommentHandlers,
  ...adminPollHandlers,
  ...adminPageHandlers,
  ...adminSectionHandlers,
  ...adminCommercialHandlers,
];
