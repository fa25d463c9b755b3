import { FILE_ROUTES, RULES } from '../src/rules/ruleBook';
import { fileHandler, ruleHandler } from './bindRules';
import { adminCommentHandlers } from './handlers/adminComments';
import { adminPollHandlers } from './handlers/adminPolls';
import { contentHandlers } from './handlers/content';
import { geoHandlers } from './handlers/geo';

/** Every endpoint's handler, for the browser worker, the Node server, Vitest and Storybook. */
export const handlers = [
  ...RULES.map(ruleHandler),
  ...FILE_ROUTES.map(fileHandler),
  ...contentHandlers,
  ...geoHandlers,
  ...adminCommentHandlers,
  ...adminPollHandlers,
];
