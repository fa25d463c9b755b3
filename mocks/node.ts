import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest (and the local HTTP mock server). */
export const server = setupServer(...handlers);
