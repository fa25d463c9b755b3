/**
 * Shapes shared by every resource, and the way an endpoint is declared.
 *
 * An endpoint is declared once, here in contracts/, and read by three users: the API client (validates every
 * response), the mock handlers (parse every request, assert every reply) and the tests and fixtures.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  type Infer,
  integer,
  min,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type Struct,
} from 'superstruct';
import { LOCALE_LIST, type LocaleId } from './locales';

/** The supported locales, in the site's order: contracts/locales.ts declares them, and what each one is. */
export const LOCALES = Object.keys(LOCALE_LIST) as readonly LocaleId[];
export const Locale = enums(LOCALES);
export type Locale = LocaleId;

/** One value per locale, made by `make`: a record the type checker knows has every locale. */
export function mapLocales<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

/**
 * The longest values the server accepts, in UTF-16 code units (what `size()` and `String.length` count). The
 * contracts' refinements use them, and the forms check the same numbers on submit (src/lib/validation.ts), so a
 * reader learns of a limit on the field instead of from a 400.
 */
/**
 * Ours: the public forms' honeypot, a field people never see or fill. A request that fills it is a bot's: the
 * server answers as if it succeeded and keeps nothing, so the bot learns nothing (issue 16).
 */
export const HONEYPOT_FIELD = 'website';
export const Honeypot = optional(size(string(), 0, 500));

export const FIELD_LIMITS = {
  /** First and last names, everywhere. */
  name: 100,
  userName: 60,
  /** A sign-in's email or username. */
  login: 200,
  password: 200,
  /** As sent: '+886 (912) 345-678'. */
  phone: 40,
  city: 100,
  hobby: 200,
  /** A message to the editors, and a contribution's description. */
  contactComment: 10_000,
  /** The header subscription's comment. */
  subscriptionComment: 2000,
} as const;

/**
 * A link to another site the magazine shows readers (a sponsor's, the header's promo): an absolute https address
 * on a named host (one with a dot), with no user name or password in it (`https://bank.example@evil.example/`
 * reads as the bank and opens the other), a real port, and no character a URL parser drops or a reader cannot see
 * (controls, spaces, backslashes, line and paragraph separators). Checked the same by the desk and the server.
 */
export function isWebLink(href: string): boolean {
  const value = href.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff\\]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Malformed, or a port past 65535.
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.includes('.') && !url.hostname.endsWith('.');
}

/** Deliberately permissive: one '@', something on both sides, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const Email = refine(string(), 'Email', (value) => isEmail(value) || 'must be a valid email address');

/** Server-made identifiers (Mongo-style `_id`s in the spec): non-empty, no spaces. */
export const Id = refine(size(string(), 1, 64), 'Id', (value) => !/\s/.test(value) || 'must not contain spaces');
export type Id = Infer<typeof Id>;

/** A URL-safe slug: lowercase letters, digits and hyphens. */
export const Slug = refine(size(string(), 1, 120), 'Slug', (value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || 'must be a slug');

/** An ISO 8601 timestamp (what JSON carries dates as). */
export const IsoDate = refine(string(), 'IsoDate', (value) => !Number.isNaN(Date.parse(value)) || 'must be an ISO date');

/** The same shape once per supported locale (SPEC §3 "per-locale data"). */
export function perLocale<T, S>(struct: Struct<T, S>) {
  return object(mapLocales(() => struct));
}

/**
 * The same shape for the locales something exists in: at least one, any of the three (an article the newsroom
 * published in some editions only). Readers ask for one edition and get only what exists in it.
 */
export function someLocales<T, S>(struct: Struct<T, S>) {
  return refine(
    object(mapLocales(() => optional(struct))),
    'someLocales',
    (value) => LOCALES.some((locale) => (value as Partial<Record<Locale, unknown>>)[locale] !== undefined) || 'must have at least one locale',
  );
}

/**
 * A picture on the site: the original and its WebP, with the size that reserves its space. `widths`: the widths
 * its AVIF and WebP renditions were made at, kept beside the original (renditionPath names them), so a browser
 * picks the smallest file that is sharp on its screen; absent for a picture that has none (an editor's upload).
 * `social`: its 1200x630 crop for share cards (og:image), when one was made.
 */
export const ImageRef = object({
  path: string(),
  pathWebp: string(),
  width: min(integer(), 1),
  height: min(integer(), 1),
  widths: optional(array(min(integer(), 1))),
  social: optional(string()),
});
export type ImageRef = Infer<typeof ImageRef>;

/** The formats a picture's renditions are made in, best first (the order of a <picture>'s sources). */
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** Where a picture's rendition at `width` is: beside the original, `a01.jpg` -> `a01-640.avif`. */
export function renditionPath(original: string, width: number, format: RenditionFormat): string {
  return `${original.replace(/\.[a-z0-9]+$/i, '')}-${width}.${format}`;
}

/** The 1200x630 share-card crop beside the original: `a01.jpg` -> `a01-social.jpg`. */
export function socialPath(original: string): string {
  return `${original.replace(/\.[a-z0-9]+$/i, '')}-social.jpg`;
}

/** The size share cards are drawn at (Facebook, LinkedIn, WeChat and X all take 1.91:1). */
export const SOCIAL_CROP = { width: 1200, height: 630 } as const;

/** Query-string booleans arrive as text: 'true' / 'false'. */
export const QueryBoolean = coerce(boolean(), string(), (value) => value === 'true' || value === '1');

/** Query-string whole numbers arrive as text. */
export function queryInteger(minimum: number, maximum: number) {
  return coerce(
    refine(integer(), 'range', (value) => (value >= minimum && value <= maximum) || `must be ${minimum}–${maximum}`),
    string(),
    (value) => (/^-?\d+$/.test(value) ? Number(value) : value),
  );
}

/** One page of a list. */
export function paginated<T, S>(item: Struct<T, S>) {
  return object({
    items: array(item),
    page: min(integer(), 1),
    pageSize: min(integer(), 1),
    total: min(integer(), 0),
  });
}

/** A plain acknowledgement, for calls whose response the spec does not show. */
export const Acknowledged = object({ status: string() });

export const NonNegative = min(number(), 0);

/** The body of every failed call: the server's text, and the field it is about when there is one. */
export const ApiErrorBody = object({
  message: string(),
  field: optional(string()),
  /**
   * 429 only: whole seconds until the request may be made again, the same as the Retry-After header (repeated in
   * the body because a cross-origin client reads headers only where the server exposes them).
   */
  retryAfter: optional(min(integer(), 1)),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

/**
 * What any endpoint refuses before reading a request (docs/decisions/028): bodies larger than these (413), JSON
 * nested deeper than `jsonDepth` (400). A multipart body holds a contribution's files (SUBMIT_LIMITS.maxTotalBytes,
 * 25 MB) and its form overhead.
 */
export const REQUEST_LIMITS = {
  jsonBytes: 1024 * 1024,
  multipartBytes: 26 * 1024 * 1024,
  jsonDepth: 32,
} as const;

/** The largest body any endpoint takes: every HTTP front (the API, the mock server, the page server's proxy) refuses a larger one as it streams in. */
export const MAX_REQUEST_BYTES = Math.max(REQUEST_LIMITS.jsonBytes, REQUEST_LIMITS.multipartBytes);

/**
 * The API's CORS headers, the same from the real API and the mock server: bearer tokens, no cookies, so another
 * origin gains nothing it could not send itself. A 429's wait is exposed for a client on another origin (it is in
 * the body too).
 */
export const API_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
  'Access-Control-Max-Age': '600',
  'Access-Control-Expose-Headers': 'Retry-After',
} as const;

/** Texts every endpoint may answer besides its own. */
export const GENERIC_ERRORS = {
  badRequest: 'Bad request',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  unauthorized: 'Authorization required',
  sessionExpired: 'Your session has expired or is not valid. Please sign in again.',
  forbidden: 'The user id does not match the signed-in user',
  /** 403 on an 'admin' endpoint called with a reader's token. */
  adminOnly: "This needs an editor's account",
  /** 403 on an 'admin' endpoint whose role (EndpointSpec) is above the caller's. */
  roleRefused: 'Your role on the desk does not allow this',
  /** 429, with Retry-After: a rate limit (RATE_LIMITS) was reached. */
  tooManyRequests: 'Too many requests. Please try again later.',
  /** 409: a request with the same Idempotency-Key is still being answered (by another process of the API). */
  inProgress: 'The same request is still being answered. Please try again.',
  /**
   * 422: an Idempotency-Key already used by another caller, or by this caller with another request. Never a replay:
   * the first answer is its sender's (issue 29).
   */
  keyReused: 'This request key was already used for another request.',
  internal: 'Internal server error',
} as const;

const MINUTE = 60 * 1000;

/**
 * How often a careful API lets anyone ask (429 with Retry-After beyond): at most `max` within any `windowMs`.
 * Sign-in counts failures only, by the account tried (its e-mail and user name are one account; a login no account
 * has is counted as typed, so a 429 tells nothing an error text would not) and by the caller's network address; a
 * success clears the account's count. Mails count per recipient, whatever the answer, and per caller; messages and
 * contributions per caller's address.
 */
export const RATE_LIMITS = {
  signInFailuresPerLogin: { max: 8, windowMs: 15 * MINUTE },
  signInFailuresPerAddress: { max: 100, windowMs: 15 * MINUTE },
  /** The editors' desk is stricter: an editor's account opens the whole site. */
  adminSignInFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  adminSignInFailuresPerAddress: { max: 20, windowMs: 15 * MINUTE },
  resetMailsPerRecipient: { max: 5, windowMs: 15 * MINUTE },
  verificationMailsPerRecipient: { max: 5, windowMs: 15 * MINUTE },
  subscriptionMailsPerRecipient: { max: 3, windowMs: 60 * MINUTE },
  recoveryMailsPerRecipient: { max: 3, windowMs: 60 * MINUTE },
  emailChangeMailsPerRecipient: { max: 3, windowMs: 60 * MINUTE },
  /** Every request that has the site send a mail (sign-up, reset, subscription, editors' recovery), per caller. */
  mailsPerAddress: { max: 20, windowMs: 60 * MINUTE },
  signUpsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  sendsPerAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Searches are the costliest reads: a reader typing makes a few a second, a script thousands. */
  searchesPerAddress: { max: 300, windowMs: MINUTE },
} as const;

/**
 * The desk's roles, least first (issue 25 item 8): a contributor writes drafts of their own; an editor publishes,
 * curates and moderates; an administrator also keeps the team's roles, the sections, the commercial setup and
 * sends newsletters. Each role may do everything the ones before it may.
 */
export const DESK_ROLES = ['contributor', 'editor', 'administrator'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];
export const DeskRole = enums(DESK_ROLES);

/** Whether `role` may do what needs `least`. */
export function roleAllows(role: DeskRole, least: DeskRole): boolean {
  return DESK_ROLES.indexOf(role) >= DESK_ROLES.indexOf(least);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// `any` is needed here: an endpoint's structs are of many types, and each declaration keeps its own precise
// type through the `const` type parameter of defineEndpoint.
/* eslint-disable @typescript-eslint/no-explicit-any */
interface EndpointBase {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly query?: Struct<any, any>;
  readonly body?: Struct<any, any>;
  /** 'multipart' bodies are FormData: a `values` field holding the JSON of `body`, then one field per file. */
  readonly encoding?: 'json' | 'multipart';
  readonly response: Struct<any, any>;
  /** The server texts this endpoint answers on failure, besides GENERIC_ERRORS. */
  readonly errors: readonly string[];
  /**
   * Takes an `Idempotency-Key` header (1-200 visible ASCII characters): a request repeating a key gets the first
   * request's answer and changes nothing, so a send retried from the reader's outbox happens once.
   */
  readonly idempotent?: true;
  /**
   * A read whose answer is the same for every caller without a session and changes only when the magazine's
   * content does: the real API may keep it briefly in memory (src/apiServer/readCache.ts, docs/decisions/056).
   */
  readonly publicRead?: true;
}

/**
 * Who may call an endpoint. 'optional': the token is sent when the reader has one, and only personalises the
 * answer. 'admin': the editors' desk; the admin session's token is sent, a reader's token gets 403 and none 401,
 * and `role` names the least desk role that may call it (a lesser one gets 403, GENERIC_ERRORS.roleRefused).
 * Required there, so a desk endpoint cannot be declared without saying who may use it (docs/decisions/089).
 */
export type EndpointSpec = EndpointBase &
  (
    | { readonly auth: 'admin'; readonly role: DeskRole }
    | { readonly auth: 'none' | 'bearer' | 'optional'; readonly role?: undefined }
  );

/** The header an idempotent endpoint reads its key from. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What a key may be: visible ASCII, as a UUID is. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type QueryOf<E extends EndpointSpec> = E['query'] extends Struct<infer Q, any> ? Q : undefined;
export type BodyOf<E extends EndpointSpec> = E['body'] extends Struct<infer B, any> ? B : undefined;
export type ResponseOf<E extends EndpointSpec> = E['response'] extends Struct<infer R, any> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}
