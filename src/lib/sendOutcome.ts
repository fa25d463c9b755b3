import { ApiFailure } from '../api/client';

/** What a failed send means for sending it again: the outbox's and the draft replay's one rule (docs/decisions/030, 032). */
export type SendOutcome = 'retry' | 'refused' | 'cancelled';

/**
 * Worth sending again: no answer (offline, a timeout), a server error, "too many requests", a 401 (the session
 * ended: it goes once the reader is signed in again), and a 2xx whose body cannot be read — a captive portal's or a
 * bad proxy's page proves nothing arrived (issue 29), and every send carries its key, so the server takes a
 * repeat of what it did store as that same send. 'cancelled': the reader gave up on it. Any other 4xx is the
 * request's own fault: sending it again cannot help. Anything that is no answer at all (a fault of ours before the
 * request left) keeps it, to go again.
 */
export function sendOutcome(error: unknown): SendOutcome {
  // A ContractViolation (an unreadable 2xx) is no ApiFailure: it goes again, like a fault before the request left.
  if (!(error instanceof ApiFailure)) return 'retry';
  if (error.reason === 'aborted') return 'cancelled';
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401) return 'retry';
  return 'refused';
}
