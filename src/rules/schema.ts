/**
 * The tables the rules read and write, declared once: the mock's in-memory database (mocks/db.ts) is made from
 * this list, the SQL migrations create the same tables (src/apiServer/migrations/), and a test compares the
 * two. Column names are camelCase here and snake_case in SQL; table names are the SQL ones.
 *
 * Kinds: `text` (never null, '' for "none"), `int`, `ms` (an epoch millisecond, bigint in SQL), `bool`,
 * `msOrNull`, `tokens` (search tokens separated by spaces: a tsvector in SQL, docs/decisions/055).
 */
export type ColumnKind = 'text' | 'int' | 'ms' | 'bool' | 'msOrNull' | 'tokens';

interface ColumnValue {
  text: string;
  int: number;
  ms: number;
  bool: boolean;
  msOrNull: number | null;
  tokens: string;
}

export interface TableSpec<
  C extends Record<string, ColumnKind> = Record<string, ColumnKind>,
  K extends keyof C & string = keyof C & string,
> {
  /** The SQL table's name. */
  readonly sql: string;
  readonly columns: C;
  /** The primary key: one text column. */
  readonly key: K;
  /** Sets of columns no two rows share. */
  readonly unique?: readonly (readonly (keyof C & string)[])[];
  /**
   * The same, leaving out rows whose first column is '' (a partial unique index in SQL): a draft article without
   * an alias, a poll on no story.
   */
  readonly uniqueWhenNotEmpty?: readonly (readonly (keyof C & string)[])[];
}

function table<const C extends Record<string, ColumnKind>, const K extends keyof C & string>(spec: TableSpec<C, K>): TableSpec<C, K> {
  return spec;
}

/** What the desk's inbox keeps on a contact message and a contribution alike. */
const INBOX_COLUMNS = {
  /** The site's language the reader wrote from ('' before migration 004: read as English). */
  locale: 'text',
  /** new | read | replied | archived ('' before migration 004: new). */
  state: 'text',
  /** Archived after a reply: restoring it brings back "replied", not "read". */
  replied: 'bool',
  /** The editor (admin id) it is assigned to, or ''. */
  assignedTo: 'text',
} as const;

export const TABLES = {
  // ---- readers ---------------------------------------------------------------------------------------------
  user: table({
    sql: 'users',
    key: 'id',
    columns: {
      id: 'text',
      email: 'text',
      userName: 'text',
      /** The user name lower-cased: user names are unique whatever their case. */
      userNameKey: 'text',
      /** scrypt (src/rules/passwords.ts), never the password. */
      passwordHash: 'text',
      firstName: 'text',
      lastName: 'text',
      country: 'text',
      city: 'text',
      phone: 'text',
      gender: 'text',
      birthdate: 'msOrNull',
      hobby: 'text',
      locale: 'text',
      verified: 'bool',
      createdAt: 'text',
      /** JSON of the Draft saved at sign-up, or ''. */
      draft: 'text',
    },
    unique: [['email'], ['userNameKey']],
  }),
  /** A block of a reader by an editor, or its lift (issue 25 item 7), kept for its history; never changed. */
  readerBlock: table({
    sql: 'reader_blocks',
    key: 'id',
    columns: {
      id: 'text',
      userId: 'text',
      /** blocked | unblocked */
      action: 'text',
      reason: 'text',
      /** The editor's id; the desk shows their name as it is now. */
      adminId: 'text',
      at: 'ms',
    },
  }),
  session: table({
    sql: 'sessions',
    key: 'tokenHash',
    /** The token's SHA-256: a copy of the table signs nobody in. `id` orders sessions made in one millisecond. */
    columns: { tokenHash: 'text', id: 'text', userId: 'text', expiresAt: 'ms' },
  }),
  /** Mailed single-use links: email verification, password reset, subscription confirmation, editors' recovery. */
  mailToken: table({
    sql: 'mail_tokens',
    key: 'tokenHash',
    columns: {
      tokenHash: 'text',
      kind: 'text',
      /** The user id, the subscription id or the editor's id. */
      subject: 'text',
      expiresAt: 'ms',
      usedAt: 'msOrNull',
    },
  }),
  like: table({
    sql: 'likes',
    key: 'id',
    columns: {
      id: 'text',
      userId: 'text',
      /** article | post | articleComment | postComment */
      targetKind: 'text',
      targetId: 'text',
      drafted: 'bool',
      createdAt: 'ms',
    },
    unique: [['userId', 'targetKind', 'targetId']],
  }),
  comment: table({
    sql: 'comments',
    key: 'id',
    columns: {
      id: 'text',
      /** article | post */
      targetKind: 'text',
      targetId: 'text',
      userId: 'text',
      userName: 'text',
      text: 'text',
      createdAt: 'text',
      baseLikes: 'int',
      /** Hidden by an editor: readers no longer see it, the desk still does. */
      hidden: 'bool',
      /** The last hide or show: 'hidden' | 'shown' | '' (never), the editor's name and the ISO time. */
      moderatedAction: 'text',
      moderatedBy: 'text',
      moderatedAt: 'text',
      /** Deleted by an editor ('' while not): the row stays as the record of who and when; text and likes go. */
      deletedAt: 'text',
      deletedBy: 'text',
      /** A reply: its top-level comment's id ('' for a top-level comment). Replies are one level deep. */
      parentId: 'text',
      /** When its author last changed the text ('' never). */
      editedAt: 'text',
      /** When its author deleted it while it had replies ('' while not): a placeholder, without text (issue 28). */
      removedAt: 'text',
    },
  }),
  /** A reader's report of a comment to the desk: one per reader and comment (issue 28). */
  commentReport: table({
    sql: 'comment_reports',
    key: 'id',
    columns: { id: 'text', commentId: 'text', userId: 'text', reason: 'text', note: 'text', createdAt: 'text' },
    unique: [['commentId', 'userId']],
  }),
  vote: table({
    sql: 'votes',
    key: 'id',
    columns: { id: 'text', pollId: 'text', variantId: 'text', userId: 'text', locale: 'text', path: 'text', createdAt: 'ms' },
    unique: [['pollId', 'userId']],
  }),
  subscription: table({
    sql: 'subscriptions',
    key: 'id',
    columns: {
      id: 'text',
      email: 'text',
      firstName: 'text',
      lastName: 'text',
      phone: 'text',
      locale: 'text',
      comment: 'text',
      /** The address was confirmed through the link in the confirmation mail. */
      confirmed: 'bool',
      createdAt: 'ms',
      /** footer | popup | header | account (SUBSCRIPTION_SOURCES); '' before migration 007: told by what it holds. */
      source: 'text',
    },
    unique: [['email']],
  }),
  /** The newsletters one subscription receives: one row per edition (en, zh-cn, zh-tw). */
  subscriptionEdition: table({
    sql: 'subscription_editions',
    key: 'id',
    columns: { id: 'text', subscriptionId: 'text', edition: 'text', createdAt: 'ms' },
    unique: [['subscriptionId', 'edition']],
  }),
  /** A reader's new address, waiting for the link mailed to it (the mail token's subject is this row's id). */
  emailChange: table({
    sql: 'email_changes',
    key: 'id',
    columns: { id: 'text', userId: 'text', email: 'text', createdAt: 'ms' },
  }),
  /** The inbox's columns (locale … assignedTo) came with migration 004: the desk's inbox, docs/decisions/082. */
  contactMessage: table({
    sql: 'contact_messages',
    key: 'id',
    columns: { id: 'text', email: 'text', firstName: 'text', lastName: 'text', phone: 'text', comment: 'text', createdAt: 'ms', ...INBOX_COLUMNS },
  }),
  contribution: table({
    sql: 'contributions',
    key: 'id',
    columns: {
      id: 'text',
      email: 'text',
      firstName: 'text',
      lastName: 'text',
      phone: 'text',
      comment: 'text',
      createdAt: 'ms',
      ...INBOX_COLUMNS,
      /** The draft story it started (migration 018, docs/decisions/104), or ''. */
      articleId: 'text',
    },
  }),
  /** One change of an inbox item (a contact message or a contribution), kept for its history; never changed. */
  inboxEvent: table({
    sql: 'inbox_events',
    key: 'id',
    columns: {
      id: 'text',
      itemId: 'text',
      /** read | unread | assigned | unassigned | replied | archived | restored | drafted */
      action: 'text',
      /** The editor's name, as the desk shows it, and id. */
      byName: 'text',
      byId: 'text',
      at: 'ms',
      /**
       * assigned: the editor's name; replied: JSON of the reply ({subject, text}); drafted: JSON of the story and
       * the files not taken ({articleId, notTaken}); else ''.
       */
      detail: 'text',
    },
  }),
  /** A short-lived download link to a contribution's file, made for an editor: only its hash is kept. */
  inboxFileLink: table({
    sql: 'inbox_file_links',
    key: 'tokenHash',
    columns: { tokenHash: 'text', fileId: 'text', adminId: 'text', expiresAt: 'ms' },
  }),
  contributionFile: table({
    sql: 'contribution_files',
    key: 'id',
    columns: {
      id: 'text',
      contributionId: 'text',
      name: 'text',
      size: 'int',
      type: 'text',
      /** Where the file store keeps its bytes ('' when they were not kept). */
      fileKey: 'text',
    },
  }),
  /** Every mail the site sends, written with what it is about (a token, a subscription) and sent after. */
  mail: table({
    sql: 'mails',
    key: 'id',
    columns: {
      id: 'text',
      to: 'text',
      kind: 'text',
      subject: 'text',
      text: 'text',
      link: 'text',
      sentAt: 'text',
      /** When the transport took it (SMTP, or the local capture); null while it waits in the queue. */
      deliveredAt: 'msOrNull',
      attempts: 'int',
      /** Not tried again before this: a sender that took it has this long to finish (src/apiServer/outbox.ts). */
      retryAt: 'ms',
      /** JSON of the headers it carries besides the usual ones (a newsletter's List-Unsubscribe), or ''. */
      headers: 'text',
    },
  }),
  /** An issue of one edition's newsletter: composed, then sent once to that edition's confirmed subscribers. */
  newsletterIssue: table({
    sql: 'newsletter_issues',
    key: 'id',
    columns: {
      id: 'text',
      edition: 'text',
      subject: 'text',
      intro: 'text',
      /** JSON of the chosen articles' ids, in the issue's order. */
      storyIds: 'text',
      /** draft | sent */
      state: 'text',
      createdAt: 'ms',
      createdBy: 'text',
      updatedAt: 'ms',
      /** When it went to the queue, by whom (the editor's name), to how many subscribers. */
      sentAt: 'msOrNull',
      sentBy: 'text',
      recipients: 'int',
      /** Up by one with every save of the draft (migration 010). */
      version: 'int',
    },
  }),
  admin: table({
    sql: 'admins',
    key: 'id',
    columns: {
      id: 'text',
      email: 'text',
      name: 'text',
      passwordHash: 'text',
      /** contributor | editor | administrator (contracts/common.ts DESK_ROLES); anything else reads as contributor. */
      role: 'text',
    },
    unique: [['email']],
  }),
  adminSession: table({
    sql: 'admin_sessions',
    key: 'tokenHash',
    /** Ends ADMIN_SESSION_IDLE_MS after the session's last use. */
    columns: { tokenHash: 'text', adminId: 'text', expiresAt: 'ms' },
  }),
  /** A picture an editor uploaded; its bytes are in the file store under `pictures/{id}`. */
  picture: table({
    sql: 'pictures',
    key: 'id',
    columns: {
      /** The file's name: its content's SHA-256 and extension, so a name never stands for two pictures. */
      id: 'text',
      type: 'text',
      size: 'int',
      width: 'int',
      height: 'int',
      /** The widths its AVIF and WebP renditions were made at, comma-separated ('' when it has none). */
      widths: 'text',
      /** Its 1200x630 share crop was made. */
      social: 'bool',
      uploadedBy: 'text',
      createdAt: 'ms',
    },
  }),
  /** An audio file an editor uploaded for the main page; its bytes are in the file store under `audio/{id}`. */
  audio: table({
    sql: 'audio',
    key: 'id',
    columns: { id: 'text', type: 'text', name: 'text', size: 'int', uploadedBy: 'text', createdAt: 'ms' },
  }),
  /**
   * The media library (contracts/adminMedia.ts, docs/decisions/098): one row per picture or sound, its id kept
   * when its file is replaced. The file itself stays in `picture` / `audio` (named by its content's hash).
   */
  mediaItem: table({
    sql: 'media_items',
    key: 'id',
    columns: {
      id: 'text',
      /** picture | audio */
      kind: 'text',
      name: 'text',
      /** Where readers load the file now (`/api/media/pictures/…`, `/api/media/audio/…`, the seed's `/media/…`). */
      path: 'text',
      /** A picture's `ImageRef` as JSON; '' for a sound. */
      image: 'text',
      type: 'text',
      size: 'int',
      /** JSON of the alt text per language. */
      alt: 'text',
      credit: 'text',
      createdAt: 'ms',
      createdBy: 'text',
      updatedAt: 'ms',
      updatedBy: 'text',
      version: 'int',
      /** The contribution it came from (migration 018, docs/decisions/104), or '' for an editor's upload. */
      sourceId: 'text',
    },
  }),
  // ---- content ---------------------------------------------------------------------------------------------
  /** `doc` is the reader's Category. */
  category: table({
    sql: 'categories',
    key: 'id',
    columns: {
      id: 'text',
      kind: 'text',
      order: 'int',
      /** Goes up with every save of the section or its subsections (the desk's conflicts). */
      version: 'int',
      updatedAt: 'text',
      updatedBy: 'text',
      doc: 'text',
    },
  }),
  /** The writers, in the newsroom's order; `doc` is the reader's Author (migration 015: the desk's columns). */
  author: table({
    sql: 'authors',
    key: 'id',
    columns: {
      id: 'text',
      order: 'int',
      doc: 'text',
      /** The desk's `adminWriters.WriterText` per language, JSON; '' for a writer from before (read from `doc`). */
      names: 'text',
      /** Where the desk writes to them, or ''; never in `doc`. */
      email: 'text',
      version: 'int',
      updatedAt: 'text',
      updatedBy: 'text',
    },
  }),
  /**
   * Every slug a writer's page has had (docs/decisions/099): the current one and each earlier one, which answers
   * with a permanent redirect. The key makes a slug one writer's, current or old.
   */
  authorSlug: table({
    sql: 'author_slugs',
    key: 'slug',
    columns: { slug: 'text', authorId: 'text', createdAt: 'text' },
  }),
  /** The topics vocabulary, in the newsroom's order. */
  topic: table({ sql: 'topics', key: 'id', columns: { id: 'text', order: 'int', doc: 'text', version: 'int' } }),
  /** Written by the editors' desk: readers see only what src/rules/articleRows.ts calls public. */
  article: table({
    sql: 'articles',
    key: 'id',
    columns: {
      id: 'text',
      /** The alias ('' while a draft has none): the reader's URL. */
      slug: 'text',
      categoryId: 'text',
      subcategoryId: 'text',
      /** The reader's date: when it was (or is scheduled to be) published; '' for a draft never published. */
      publishedAt: 'text',
      baseLikes: 'int',
      /** The reader's `content.Article` (with baseLikes) as last published, '' while there is none. */
      doc: 'text',
      /** The same without the editions' bodies, for lists (`summaryText`, docs/decisions/111); written with `doc`. */
      summary: 'text',
      /** draft | scheduled | published, as stored: a scheduled article whose time has come reads as published. */
      status: 'text',
      /** Published: since when; scheduled: when; draft: ''. */
      publishAt: 'text',
      version: 'int',
      createdAt: 'text',
      updatedAt: 'text',
      updatedBy: 'text',
      /** The admin id of whoever created it ('' for stories from before roles, and the seed's): a contributor's own. */
      createdBy: 'text',
      /** The editors' working copy: the last saved `adminArticles.ArticleInput`, JSON. */
      adminDoc: 'text',
      /** The revision readers see (articleRevision.number); 0 while none is recorded (a seeded story, a draft). */
      liveRevision: 'int',
      /** Published, and saved since readers' page was last updated: the working copy waits for "Update live page". */
      pendingUpdate: 'bool',
    },
    uniqueWhenNotEmpty: [['slug']],
  }),
  /**
   * An article's working copy as an editor saved it (by hand), restored it or put it live: numbered from 1 per
   * article, never changed once written (docs/decisions/070).
   */
  articleRevision: table({
    sql: 'article_revisions',
    key: 'id',
    columns: {
      id: 'text',
      articleId: 'text',
      number: 'int',
      /** saved | restored */
      kind: 'text',
      /** A restore: the number of the revision it brought back; 0 otherwise. */
      restoredFrom: 'int',
      createdAt: 'text',
      createdBy: 'text',
      /** The `adminArticles.ArticleInput` of that moment, JSON. */
      doc: 'text',
    },
    unique: [['articleId', 'number']],
  }),
  /**
   * Every alias an article holds: its working one and each one readers have reached it under (`live`), which
   * answers with a permanent redirect once the article has moved on. The key makes an alias one article's, current
   * or old (docs/decisions/071).
   */
  articleAlias: table({
    sql: 'article_aliases',
    key: 'alias',
    columns: {
      alias: 'text',
      articleId: 'text',
      /** Readers have had the article at this address: it is kept for ever (a redirect once it is not current). */
      live: 'bool',
      createdAt: 'text',
    },
  }),
  /**
   * A private preview link of an article (docs/decisions/105): the token only as its hash, like a session. Revoked
   * links are kept (their holders are told "no longer valid", and the desk lists them) until the article goes.
   */
  articlePreview: table({
    sql: 'article_previews',
    key: 'id',
    columns: {
      id: 'text',
      tokenHash: 'text',
      articleId: 'text',
      /** The editor (admin id) who made it, and their name then. */
      createdBy: 'text',
      createdByName: 'text',
      createdAt: 'ms',
      expiresAt: 'ms',
      revokedAt: 'msOrNull',
    },
    unique: [['tokenHash']],
  }),
  post: table({
    sql: 'posts',
    key: 'id',
    columns: {
      id: 'text',
      slug: 'text',
      categoryId: 'text',
      subcategoryId: 'text',
      publishedAt: 'text',
      baseLikes: 'int',
      doc: 'text',
      /** Hidden by the desk (migration 016): gone from every reader's page. */
      hidden: 'bool',
      /** The last hide or show: 'hidden' | 'shown' | '' (never), why (a hide's reason, for the desk only), the editor's name, the ISO time. */
      moderatedAction: 'text',
      moderatedReason: 'text',
      moderatedBy: 'text',
      moderatedAt: 'text',
      /** When an editor featured it (ISO), '' when not: featured posts come first, the latest featured first. */
      featuredAt: 'text',
    },
    unique: [['slug']],
  }),
  /** `doc` keeps the question's texts; the story it is shown on lives here, not on the story (decision 045). */
  poll: table({
    sql: 'polls',
    key: 'id',
    columns: {
      id: 'text',
      endsAt: 'ms',
      doc: 'text',
      /** article | post | '' (on no story). */
      storyKind: 'text',
      storyId: 'text',
      createdAt: 'text',
      updatedAt: 'text',
      updatedBy: 'text',
      /** 1 as seeded; every editor's change adds one (votes do not). */
      version: 'int',
    },
    /** A story shows one poll: two editors attaching two polls to it at once, one wins. */
    uniqueWhenNotEmpty: [['storyKind', 'storyId']],
  }),
  pollVariant: table({
    sql: 'poll_variants',
    key: 'id',
    columns: { id: 'text', pollId: 'text', order: 'int', baseVotes: 'int', doc: 'text' },
  }),
  media: table({
    sql: 'media',
    key: 'id',
    columns: {
      id: 'text',
      kind: 'text',
      categoryId: 'text',
      subcategoryId: 'text',
      publishedAt: 'text',
      doc: 'text',
      /** Up by one with every desk save (docs/decisions/103); the seed's items are version 1. */
      version: 'int',
      updatedAt: 'text',
      updatedBy: 'text',
    },
  }),
  commercialBlock: table({
    sql: 'commercial_blocks',
    key: 'id',
    columns: {
      id: 'text',
      pageType: 'text',
      categoryId: 'text',
      /** The reader's `content.CommercialBlock`, JSON. */
      doc: 'text',
      /** Its place in its page type's list, from 0 (the desk's order is the site's). */
      order: 'int',
      enabled: 'bool',
      /** The languages it shows in, comma-separated. */
      locales: 'text',
      /** ISO moments; '' for no start / no end. */
      startAt: 'text',
      endAt: 'text',
      version: 'int',
      updatedAt: 'text',
      updatedBy: 'text',
    },
  }),
  /** The general and main pages (SPEC §3); `doc` is the reader's `content.Page`. */
  page: table({
    sql: 'pages',
    key: 'id',
    columns: { id: 'text', doc: 'text', version: 'int', updatedAt: 'text', updatedBy: 'text' },
  }),
  /**
   * An edition's front page by editors (contracts/adminFrontPage.ts); no row: every place left to the rule.
   * `id` is `home:{edition}` (a section's front would be `section:{categoryId}:{edition}`).
   */
  frontPage: table({
    sql: 'front_pages',
    key: 'id',
    columns: {
      id: 'text',
      edition: 'text',
      /** newest | mostLiked */
      fill: 'text',
      /** The places in order, JSON: `(FrontPlace | null)[]`. */
      places: 'text',
      version: 'int',
      updatedAt: 'text',
      updatedBy: 'text',
    },
  }),
  city: table({ sql: 'cities', key: 'id', columns: { id: 'text', doc: 'text' } }),
  // ---- what the API keeps for itself -------------------------------------------------------------------------
  /** One row per counted request of a rate limit (contracts/common.ts RATE_LIMITS); old rows are pruned. */
  rateHit: table({
    sql: 'rate_hits',
    key: 'id',
    columns: { id: 'text', name: 'text', key: 'text', at: 'ms' },
  }),
  /** An idempotent request's first answer, kept a day (docs/decisions/030). */
  idempotency: table({
    sql: 'idempotency_keys',
    key: 'id',
    columns: {
      /** The endpoint, the caller and the key. */
      id: 'text',
      /** A hash of what was asked: the same key with another request is refused, never replayed. */
      requestHash: 'text',
      /** 'running' while the first request is answered, then 'done'. */
      state: 'text',
      status: 'int',
      /** The answer's JSON body and headers. */
      body: 'text',
      headers: 'text',
      createdAt: 'ms',
    },
  }),
  /** What search looks a story up by: its folded words and Chinese character pairs, per edition. */
  searchDoc: table({
    sql: 'search_docs',
    key: 'id',
    columns: {
      /** `{kind}:{id}:{locale}`. */
      id: 'text',
      kind: 'text',
      docId: 'text',
      locale: 'text',
      tokens: 'tokens',
    },
  }),
} as const;

export type Tables = typeof TABLES;
export type TableName = keyof Tables;

type ColumnsOf<T extends TableName> = Tables[T]['columns'];
export type Row<T extends TableName> = {
  -readonly [C in keyof ColumnsOf<T>]: ColumnsOf<T>[C] extends ColumnKind ? ColumnValue[ColumnsOf<T>[C]] : never;
};
export type ColumnOf<T extends TableName> = keyof ColumnsOf<T> & string;

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];
