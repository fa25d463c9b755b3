/**
 * The MSW binding of the rules: each endpoint's handler hands its request to `answerRule` with the mock's ports,
 * and turns the answer into a response. The same rules answer the real API (src/apiServer/).
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { EndpointSpec } from '../contracts/common';
import { answerRule } from '../src/rules/answer';
import { FILE_HEADERS, type FileRoute, type Rule } from '../src/rules/rule';
import { mockPorts } from './ports';

/**
 * The caller's network address: the first X-Forwarded-For entry, which the mock's HTTP server sets from the
 * socket (mocks/server.ts, where a client's own value is replaced). In the browser and in-process every caller
 * is 'local', unless a test names one.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || 'local';
}

export function ruleHandler<E extends EndpointSpec>(rule: Rule<E>) {
  const method = rule.endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${rule.endpoint.path}`, async ({ request }) => {
    const answer = await answerRule(rule, request, mockPorts, clientAddress(request));
    return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status, ...(answer.headers ? { headers: answer.headers } : {}) });
  });
}

export function fileHandler(route: FileRoute) {
  return http.get(`*${route.prefix}:file`, async ({ params }) => {
    const answer = await route.serve(String(params.file), mockPorts);
    if (answer.kind === 'missing') {
      return HttpResponse.json({ message: answer.message }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    }
    return new HttpResponse(answer.bytes, {
      headers: { 'Content-Type': answer.type, 'Content-Length': String(answer.bytes.byteLength), ...(answer.headers ?? FILE_HEADERS) },
    });
  });
}
