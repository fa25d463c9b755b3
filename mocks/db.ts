/**
 * The mock backend's database (@mswjs/data). Every handler reads and writes here, so the mock behaves like a
 * server with state: what one request stores, the next one sees.
 *
 * Content (categories, posts, …) is seeded read-only and kept as the contract's document in `doc` next to the
 * fields handlers query by. Articles are editable rows: the editors' working copy (`adminDoc`) beside the reader's
 * document (`doc`), which publishing derives (mocks/articleRows.ts). What readers and editors do (accounts,
 * sessions, likes, comments, votes, subscriptions, messages, mail, articles, pictures, polls) is what the browser and the
 * Node mock keep across reloads and restarts (mocks/persistence.ts).
 */
import { drop, factory, nullable, primaryKey } from '@mswjs/data';

let nextId = 1;

/** Ids that are unique, readable in a debugger, and the same from run to run (no Math.random). */
export function newId(prefix: string): string {
  const id = `${prefix}_${String(nextId).padStart(6, '0')}`;
  nextId += 1;
  return id;
}

export function idCounter(): number {
  return nextId;
}

export function restoreIdCounter(value: number): void {
  nextId = Math.max(nextId, value);
}

/** Tokens must not be guessable, even in a mock: they stand for bearer credentials and mailed links. */
export function newToken(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

export const db = factory({
  // ---- readers -------------------------------------------------------------------------------------------
  user: {
    id: primaryKey(String),
    email: String,
    userName: String,
    /** scrypt hash (mocks/passwords.ts), never the password. */
    passwordHash: String,
    firstName: String,
    lastName: String,
    country: String,
    city: String,
    phone: String,
    gender: String,
    birthdate: nullable(Number),
    hobby: String,
    locale: String,
    verified: Boolean,
    createdAt: String,
    /** JSON of the Draft saved at sign-up, or ''. */
    draft: String,
  },
  session: {
    token: primaryKey(String),
    userId: String,
    expiresAt: Number,
  },
  /** Mailed single-use links: email verification, password reset, subscription confirmation. */
  mailToken: {
    token: primaryKey(String),
    kind: String,
    /** The user id, or the subscription id for confirmations. */
    subject: String,
    expiresAt: Number,
    usedAt: nullable(Number),
  },
  like: {
    id: primaryKey(String),
    userId: String,
    /** article | post | articleComment | postComment */
    targetKind: String,
    targetId: String,
    drafted: Boolean,
    createdAt: Number,
  },
  comment: {
    id: primaryKey(String),
    /** article | post */
    targetKind: String,
    targetId: String,
    userId: String,
    userName: String,
    text: String,
    createdAt: String,
    baseLikes: Number,
    /** Hidden by an editor: readers no longer see it, the desk still does (mocks/handlers/adminComments.ts). */
    hidden: Boolean,
    /** The last hide or show: 'hidden' | 'shown' | '' (never), the editor's name and the ISO time. */
    moderatedAction: String,
    moderatedBy: String,
    moderatedAt: String,
    /** Deleted by an editor ('' while not): the row stays as the record of who and when; text and likes go. */
    deletedAt: String,
    deletedBy: String,
  },
  vote: {
    id: primaryKey(String),
    pollId: String,
    variantId: String,
    userId: String,
    locale: String,
    path: String,
    createdAt: Number,
  },
  subscription: {
    id: primaryKey(String),
    email: String,
    firstName: String,
    lastName: String,
    phone: String,
    locale: String,
    comment: String,
    /** The address was confirmed through the link in the confirmation mail. */
    confirmed: Boolean,
    createdAt: Number,
  },
  contactMessage: {
    id: primaryKey(String),
    email: String,
    firstName: String,
    lastName: String,
    phone: String,
    comment: String,
    createdAt: Number,
  },
  contribution: {
    id: primaryKey(String),
    email: String,
    firstName: String,
    lastName: String,
    phone: String,
    comment: String,
    createdAt: Number,
  },
  contributionFile: {
    id: primaryKey(String),
    contributionId: String,
    name: String,
    size: Number,
    type: String,
    /** The content as a data: URL when small enough to keep (browser only), else ''. */
    dataUrl: String,
  },
  mail: {
    id: primaryKey(String),
    to: String,
    kind: String,
    subject: String,
    text: String,
    link: String,
    sentAt: String,
  },
  admin: {
    id: primaryKey(String),
    email: String,
    name: String,
    /** scrypt hash (mocks/passwords.ts). */
    passwordHash: String,
  },
  adminSession: {
    token: primaryKey(String),
    adminId: String,
    /** Ends ADMIN_SESSION_IDLE_MS after the session's last use (mocks/auth.ts). */
    expiresAt: Number,
  },
  /** A picture an editor uploaded, served at its `path` (mocks/handlers/adminArticles.ts). */
  picture: {
    /** The file's name: its content's SHA-256 and extension, so a name never stands for two pictures. */
    id: primaryKey(String),
    type: String,
    /** The file's bytes, base64. */
    data: String,
    size: Number,
    width: Number,
    height: Number,
    uploadedBy: String,
    createdAt: Number,
  },
  /** An audio file an editor uploaded for the main page, served at its path (mocks/handlers/adminPages.ts). */
  audio: {
    /** The file's name: its content's SHA-256 and extension. */
    id: primaryKey(String),
    type: String,
    /** The name it was uploaded with, shown in the desk's media list. */
    name: String,
    /** The file's bytes, base64. */
    data: String,
    size: Number,
    uploadedBy: String,
    createdAt: Number,
  },
  // ---- content (seeded) ----------------------------------------------------------------------------------
  /** Seeded, then written by the desk's sections (mocks/handlers/adminSections.ts): `doc` is the reader's Category. */
  category: {
    id: primaryKey(String),
    kind: String,
    order: Number,
    /** Goes up with every save of the section or its subsections (the desk's conflicts). */
    version: Number,
    updatedAt: String,
    updatedBy: String,
    doc: String,
  },
  author: { id: primaryKey(String), doc: String },
  /** The topics vocabulary, in the newsroom's order. */
  topic: { id: primaryKey(String), order: Number, doc: String },
  /** Seeded, then written by the editors' desk: readers see only what mocks/articleRows.ts calls public. */
  article: {
    id: primaryKey(String),
    /** The alias ('' while a draft has none): the reader's URL. */
    slug: String,
    categoryId: String,
    subcategoryId: String,
    /** The reader's date: when it was (or is scheduled to be) published; '' for a draft never published. */
    publishedAt: String,
    baseLikes: Number,
    /** The reader's `content.Article` (with baseLikes) as last published, '' while there is none. */
    doc: String,
    /** draft | scheduled | published, as stored: a scheduled article whose time has come reads as published. */
    status: String,
    /** Published: since when; scheduled: when; draft: ''. */
    publishAt: String,
    version: Number,
    createdAt: String,
    updatedAt: String,
    updatedBy: String,
    /** The editors' working copy: the last saved `adminArticles.ArticleInput`, JSON. */
    adminDoc: String,
  },
  post: {
    id: primaryKey(String),
    slug: String,
    categoryId: String,
    subcategoryId: String,
    publishedAt: String,
    baseLikes: Number,
    doc: String,
  },
  /**
   * Seeded, then written by the desk's polls (mocks/handlers/adminPolls.ts). `doc` keeps the question's texts
   * (`data`); the story it is shown on lives here, not on the story (mocks/pollRows.ts, docs/decisions/045).
   */
  poll: {
    id: primaryKey(String),
    endsAt: Number,
    doc: String,
    /** article | post | '' (on no story). */
    storyKind: String,
    storyId: String,
    createdAt: String,
    updatedAt: String,
    updatedBy: String,
    /** 1 as seeded; every editor's change adds one (votes do not). A row saved before versions reads as 1. */
    version: Number,
  },
  pollVariant: { id: primaryKey(String), pollId: String, order: Number, baseVotes: Number, doc: String },
  media: {
    id: primaryKey(String),
    kind: String,
    categoryId: String,
    subcategoryId: String,
    publishedAt: String,
    doc: String,
  },
  commercialBlock: {
    id: primaryKey(String),
    pageType: String,
    categoryId: String,
    /** The reader's `content.CommercialBlock`, JSON. */
    doc: String,
    /** Its place in its page type's list, from 0 (the desk's order is the site's). */
    order: Number,
    enabled: Boolean,
    /** The languages it shows in, comma-separated. */
    locales: String,
    /** ISO moments; '' for no start / no end. */
    startAt: String,
    endAt: String,
    version: Number,
    updatedAt: String,
    updatedBy: String,
  },
  /**
   * The general and main pages (SPEC §3): seeded, then written by the desk's "Header & home"
   * (mocks/handlers/adminPages.ts). `doc` is the reader's `content.Page`; getPage reads it.
   */
  page: {
    id: primaryKey(String),
    doc: String,
    /** 1 as seeded; every desk save adds one (a save names the version it started from). */
    version: Number,
    /** '' while it is the seed's. */
    updatedAt: String,
    updatedBy: String,
  },
  city: { id: primaryKey(String), doc: String },
});

export type Db = typeof db;

/** The tables readers' and editors' actions write to: what persistence keeps and restores. */
export const MUTABLE_TABLES = [
  'user',
  'session',
  'mailToken',
  'like',
  'comment',
  'vote',
  'subscription',
  'contactMessage',
  'contribution',
  'contributionFile',
  'mail',
  'admin',
  'adminSession',
  'picture',
  'article',
  'poll',
  'pollVariant',
  'audio',
  'page',
  'category',
  'commercialBlock',
] as const;
export type MutableTable = (typeof MUTABLE_TABLES)[number];

/** Empties every table (mocks/seedDb.ts's resetDb seeds it again). */
export function dropDb(): void {
  drop(db);
  nextId = 1;
}

/** Reads a content row's contract document. */
export function docOf<T>(row: { doc: string }): T {
  return JSON.parse(row.doc) as T;
}
