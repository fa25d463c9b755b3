/**
 * For the handlers not yet moved to the rules layer: `handle` binds a resolver written against the mock's
 * database like a rule (src/rules/), with the same request reading, auth, idempotency and reply checks.
 */
import type { EndpointSpec } from '../contracts/common';
import type { Outcome } from '../src/rules/outcome';
import { rule, type RuleContext } from '../src/rules/rule';
import { ruleHandler } from './bindRules';

export { fail, ok, tooManyRequests, type Outcome } from '../src/rules/outcome';

export function handle<E extends EndpointSpec>(endpoint: E, resolve: (context: RuleContext<E>) => Outcome<E> | Promise<Outcome<E>>) {
  return ruleHandler(rule(endpoint, async (context) => resolve(context)));
}
