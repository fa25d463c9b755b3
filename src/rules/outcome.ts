/** What a rule answers: the endpoint's response, or a failure with one of its contract's texts. */
import { GENERIC_ERRORS, type EndpointSpec, type ResponseOf } from '../../contracts/common';

export type Outcome<E extends EndpointSpec> =
  | { readonly kind: 'ok'; readonly data: ResponseOf<E>; readonly status?: number }
  | {
      readonly kind: 'fail';
      readonly status: number;
      readonly message: string;
      readonly field?: string;
      /** 429: seconds to wait, sent as Retry-After and in the body. */
      readonly retryAfter?: number;
    };

/** A failure, whatever the endpoint: the rules' helpers return it for the endpoint that called them. */
export type Failure = Extract<Outcome<never>, { kind: 'fail' }>;

export function ok<E extends EndpointSpec>(data: ResponseOf<E>, status = 200): Outcome<E> {
  return { kind: 'ok', data, status };
}

export function fail(status: number, message: string, field?: string): Failure {
  return field === undefined ? { kind: 'fail', status, message } : { kind: 'fail', status, message, field };
}

/** 429: a rate limit was reached; `seconds` until the caller may try again. */
export function tooManyRequests(seconds: number): Failure {
  return { kind: 'fail', status: 429, message: GENERIC_ERRORS.tooManyRequests, retryAfter: seconds };
}
