/**
 * Fault injection: make an endpoint fail the way real networks and servers do.
 * - tests: server.use(faultHandler(endpoint, 'serverError'))
 * - stories: msw.use(faultHandler(endpoint, 'networkError')) in the story's beforeEach
 * - development: huanyuMocks.fault('/api/client/user/signin', 'slow') in the browser console (kept in
 *   localStorage until huanyuMocks.clearFaults()).
 */
import { delay, http, HttpResponse } from 'msw';
import { GENERIC_ERRORS, type EndpointSpec } from '../contracts/common';

export const FAULTS = ['serverError', 'malformed', 'networkError', 'slow', 'badRequest'] as const;
export type Fault = (typeof FAULTS)[number];

const SLOW_MS = 2500;

/** The response a fault gives; undefined lets the request go on to the real handler (after the delay). */
async function faultResponse(fault: Fault, slowMs = SLOW_MS): Promise<Response | undefined> {
  switch (fault) {
    case 'serverError':
      return HttpResponse.json({ message: GENERIC_ERRORS.internal }, { status: 500 });
    case 'malformed':
      return new HttpResponse('{"unexpected": tru', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'networkError':
      return HttpResponse.error();
    case 'slow':
      await delay(slowMs);
      return undefined;
    case 'badRequest':
      // A refusal the client could not foresee (the server's rules moved on): sending it again will not help.
      return HttpResponse.json({ message: GENERIC_ERRORS.badRequest }, { status: 400 });
  }
}

/** `once`: only the next request fails (a connection that comes back). */
export function faultHandler(endpoint: EndpointSpec, fault: Fault, { slowMs = SLOW_MS, once = false } = {}) {
  const method = endpoint.method.toLowerCase() as Lowercase<EndpointSpec['method']>;
  return http[method](`*${endpoint.path}`, () => faultResponse(fault, slowMs), { once });
}

/** The development switch: faults by path, read from storage on every request. */
export function devFaultsHandler(read: () => Readonly<Record<string, Fault>>) {
  return http.all('*/api/*', ({ request }) => {
    const fault = read()[new URL(request.url).pathname];
    return fault ? faultResponse(fault) : undefined;
  });
}
