import { subscriptionHandlers } from './handlers/subscription';

/** Every endpoint's handler, for the browser worker, the Node server and Storybook. */
export const handlers = [...subscriptionHandlers];
