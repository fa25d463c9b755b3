import { ApiFailure } from '../../api/client';

/**
 * A save the server refused because someone else saved first: 409 with the endpoint's own `versionConflict` text
 * (each desk contract names its thing: "this poll", "this article", …). The text decides, since another refusal
 * may be a 409 too (an article's alias already in use), said under its own field.
 */
export function isVersionConflict(error: unknown, message: string): error is ApiFailure {
  return error instanceof ApiFailure && error.status === 409 && error.serverMessage === message;
}
