/** Every rule of the API, for both bindings: the MSW mock (mocks/handlers.ts) and the real server (src/apiServer/). */
import { adminRules } from './admin';
import { communityRules } from './community';
import { contactRules } from './contact';
import { contentRules } from './content';
import { devRules } from './dev';
import type { FileRoute, Rule } from './rule';
import { subscriptionRules } from './subscription';
import { userRules } from './user';

// A list of rules of different endpoints: each keeps its own types where it is written.
export const RULES: readonly Rule[] = [
  ...userRules,
  ...communityRules,
  ...subscriptionRules,
  ...contactRules,
  ...adminRules,
  ...devRules,
  ...contentRules,
] as readonly Rule[];

export const FILE_ROUTES: readonly FileRoute[] = [];
