/**
 * Fault injection: make an endpoint fail the way real networks and servers do. Used by tests (server.use),
 * stories (msw.use) and, later, the developer's switch.
 */
import { delay, http, HttpResponse } from 'msw';
import { GENERIC_ERRORS, type EndpointSpec } from '../contracts/common';

export type Fault = 'serverError' | 'malformed' | 'networkError' | 'slow';

export function faultHandler(endpoint: EndpointSpec, fault: Fault, { slowMs = 1500 } = {}) {
  const method = endpoint.method.toLowerCase() as Lowercase<EndpointSpec['method']>;
  return http[method](`*${endpoint.path}`, async () => {
    switch (fault) {
      case 'serverError':
        return HttpResponse.json({ message: GENERIC_ERRORS.internal }, { status: 500 });
      case 'malformed':
        return new HttpResponse('{"unexpected": tru', { status: 200, headers: { 'Content-Type': 'application/json' } });
      case 'networkError':
        return HttpResponse.error();
      case 'slow':
        await delay(slowMs);
        // Falls through to the real handler: a slow answer, not a different one.
        return undefined;
    }
  });
}
