import { FILE_ROUTES, RULES } from '../src/rules/ruleBook';
import { fileHandler, ruleHandler } from './bindRules';
import { geoHandlers } from './handlers/geo';

/**
 * Every endpoint's handler, for the browser worker, the Node server, Vitest and Storybook: the API's rules bound to
 * the mock's ports, the files the desk uploaded, and the third-party geolocation service the header asks.
 */
export const handlers = [...RULES.map(ruleHandler), ...FILE_ROUTES.map(fileHandler), ...geoHandlers];
