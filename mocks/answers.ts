/**
 * Another server's answer, for stories and tests of what the client does with an answer our API never gives but
 * the contract allows (e.g. a subscription confirmed at once): checked against the endpoint's contract, so a story
 * cannot show a reply no server may send.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { assert } from 'superstruct';
import type { EndpointSpec, ResponseOf } from '../contracts/common';

export function answerHandler<E extends EndpointSpec>(endpoint: E, data: ResponseOf<E>, status = 200) {
  assert(data, endpoint.response);
  const method = endpoint.method.toLowerCase() as Lowercase<EndpointSpec['method']>;
  return http[method](`*${endpoint.path}`, () => HttpResponse.json(data as JsonBodyType, { status }));
}
