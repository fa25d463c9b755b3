/**
 * The contract suite: for every endpoint, a valid request gets a reply that keeps its contract, each documented
 * error text is reachable, a bad request gets 400, and a bearer call without (or with a wrong) token gets 401.
 *
 * It runs in-process against the mocks (tests/contracts.test.ts) and, without its destructive cases, against
 * any server over HTTP (`npm run contracts -- --base-url URL`): the day the real API exists, it reports where the
 * server and the mocks differ.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textIn } from '../../contracts/editions';
import { personName } from '../../contracts/personName';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminRecovery, adminSignIn, adminSignOut, ADMIN_ERRORS } from '../../contracts/admin';
import {
  ADMIN_ARTICLE_ERRORS,
  ARTICLE_LIMITS,
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  getArticleRevision,
  listAdminArticles,
  listArticleRevisions,
  restoreArticleRevision,
  saveAdminArticle,
  setAdminArticleStatus,
  uploadAdminImage,
  type AdminArticle,
  type ArticleInput,
} from '../../contracts/adminArticles';
import {
  ADMIN_COMMERCIAL_ERRORS,
  createAdminCommercial,
  deleteAdminCommercial,
  listAdminCommercial,
  orderAdminCommercial,
  saveAdminCommercial,
  switchAdminCommercial,
  type AdminCommercialBlock,
  type CommercialInput,
} from '../../contracts/adminCommercial';
import { ADMIN_COMMENT_ERRORS, deleteAdminComment, listAdminComments, setAdminCommentState } from '../../contracts/adminComments';
import {
  ADMIN_POLL_ERRORS,
  closeAdminPoll,
  createAdminPoll,
  deleteAdminPoll,
  getAdminPoll,
  listAdminPolls,
  saveAdminPoll,
  searchPollStories,
  setAdminPollStory,
  type AdminPoll,
  type PollInput,
} from '../../contracts/adminPolls';
import {
  ADMIN_PAGE_ERRORS,
  getAdminPages,
  listAdminAudio,
  PAGE_LIMITS,
  saveAdminGeneralPage,
  saveAdminMainPage,
  uploadAdminAudio,
  uploadAdminBanner,
  type AdminGeneralPage,
  type AdminMainPage,
} from '../../contracts/adminPages';
import {
  ADMIN_SECTION_ERRORS,
  createAdminSection,
  deleteAdminSection,
  listAdminSections,
  orderAdminSections,
  saveAdminSection,
  type AdminSection,
  type SubsectionInput,
} from '../../contracts/adminSections';
import { ApiErrorBody, GENERIC_ERRORS, RATE_LIMITS, REQUEST_LIMITS, type DeskRole, type EndpointSpec, type Locale } from '../../contracts/common';
import {
  commentArticle,
  commentPost,
  COMMUNITY_ERRORS,
  deleteComment,
  editComment,
  getPoll,
  listComments,
  reportComment,
  likeArticle,
  likeCommentOfArticle,
  likeCommentOfPost,
  likePost,
  vote,
  type Poll,
} from '../../contracts/community';
import { contact, CONTACT_ERRORS, SUBMIT_LIMITS, submitArticle } from '../../contracts/contact';
import {
  CONTENT_ERRORS,
  findMovedArticle,
  getArticle,
  getAuthors,
  getCategories,
  getCommercial,
  getMainSections,
  getMultimedia,
  getPage,
  getPost,
  getTopics,
  listArticles,
  listPosts,
  search,
  type Article,
  type Category,
  type FrontStory,
  type PageType,
  type Post,
} from '../../contracts/content';
import {
  accountActivity,
  changeEmail,
  confirmEmailChange,
  getNewsletterChoices,
  saveNewsletterChoices,
  changePassword,
  deleteAccount,
  exportAccount,
  signOutEverywhere,
  updateProfile,
} from '../../contracts/account';
import { ACCOUNT_ERRORS } from '../../contracts/accountErrors';
import { clearMailbox, readMailbox, resetMockData } from '../../contracts/dev';
import {
  confirmSubscription,
  subscribe,
  subscribeFromHeader,
  SUBSCRIPTION_ERRORS,
} from '../../contracts/subscription';
import {
  forgotPassword,
  likedNews,
  profile,
  resetPassword,
  MAX_SESSIONS_PER_USER,
  signIn,
  signOut,
  signUp,
  USER_ERRORS,
  userLikes,
  verifyEmail,
} from '../../contracts/user';
import { getWeather, WEATHER_ERRORS } from '../../contracts/weather';
import { readResponse } from '../../src/api/client';
import { callEndpoint, type CallOptions, type Reply } from './http';
import { frontPageCases, frontPageChecks } from './frontPageCases';
import { inboxCases, inboxChecks } from './inboxCases';
import { newsletterCases, newsletterChecks } from './newsletterCases';
import { blockedReaderErrors, readerCases, readerChecks } from './readerCases';
import { mediaCases } from './mediaCases';
import { multimediaCases, multimediaChecks } from './multimediaCases';
import { postCases, postChecks } from './postCases';
import { previewCases, previewChecks } from './previewCases';
import { topicCases, writerCases, writerChecks } from './writerCases';
import { deskToken, roleCases, roleChecks } from './roleCases';
import { seoChecks } from './seoCases';
import { attachment } from '../../mocks/seed/attachments';

export interface SuiteOptions {
  readonly base: string;
  /** Cases that create or change data (sign-up, likes, votes, …): only against the mocks. */
  readonly destructive: boolean;
  /** The server has the development mailbox (the mocks): needed to follow mailed links. */
  readonly mailbox: boolean;
  /** A verified reader, and an unverified one, for the bearer calls and the sign-in errors. */
  readonly reader: { readonly email: string; readonly password: string };
  readonly unverified?: { readonly email: string; readonly password: string };
  /** An editor, for the desk's calls ('admin' auth); the seed's editor unless told. */
  readonly editor?: { readonly email: string; readonly password: string };
  /**
   * Replies must carry exactly the contract's fields (our own mocks). Another server may add fields, which the
   * client ignores (docs/decisions/028): its replies must only carry the contract's fields, checked as the client
   * reads them.
   */
  readonly strictReplies?: boolean;
  /**
   * Put the server back to its seed before each test (POST /api/dev/reset): a server in local mode over HTTP, whose
   * data no test setup resets in-process (the real API on its database: tests/apiServer/contracts.test.ts).
   */
  readonly resetBetweenTests?: boolean;
}

export interface Known {
  /** The reader's session: signed in again before each test (the mocks are reset between tests). */
  token: string | null;
  userId: string | null;
  userName: string;
  /** The editor's session (an administrator), signed in again before each test. */
  adminToken: string | null;
  /** The sessions of the seed's contributor and editor, signed in when a test first needs one (roleCases.deskToken). */
  roleTokens: Partial<Record<DeskRole, string>>;
  readonly category: Category;
  readonly multimedia: Category | undefined;
  readonly article: Article;
  /** Another article's alias (taken, for the desk's alias rule). */
  readonly otherArticleSlug: string;
  readonly articleCommentId: string | undefined;
  readonly post: Post;
  readonly postCommentId: string | undefined;
  /** The first page of comments of every article read: whose they are (the reader's own, someone else's). */
  readonly comments: readonly { readonly _id: string; readonly userId: string }[];
  readonly openPoll: Poll | undefined;
  readonly closedPoll: Poll | undefined;
}

export type Request = (known: Known) => CallOptions | Promise<CallOptions>;

interface ErrorCase {
  readonly request: Request;
  readonly destructive?: boolean;
  readonly mailbox?: boolean;
  /** A case some servers cannot set up (no open poll seeded, …): skipped, not failed, when it returns null. */
  readonly when?: (known: Known) => boolean;
}

export interface EndpointCases {
  readonly endpoint: EndpointSpec;
  readonly valid: Request;
  readonly validIsDestructive?: boolean;
  readonly validNeedsMailbox?: boolean;
  /** The request the auth checks send when `valid` would change the server to build itself (a draft to delete). */
  readonly authProbe?: Request;
  /** A request the contract rejects: the server must answer 400 (omitted for calls that take no input). */
  readonly bad?: CallOptions;
  readonly errors: Readonly<Record<string, ErrorCase>>;
}

let unique = 0;
const fresh = (label: string) => `contract-${label}-${Date.now().toString(36)}-${(unique += 1)}@example.com`;
const file = (name: string, bytes: number, type?: string) => attachment(name, bytes, type);
const BOGUS = 'zz_does_not_exist';
const SEED_EDITOR = { email: 'editor@huanyu.example', password: 'admin-pass-1' };
/** A real JPEG (1600 x 900): a server may decode what it is sent. */
const jpeg = (name = 'cover.jpg') =>
  new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a01.jpg')))], name, { type: 'image/jpeg' });

/** The call's token: the editor's on the desk's calls, the reader's on bearer calls, none on public ones. */
function tokenFor(endpoint: EndpointSpec, known: Known): string {
  if (endpoint.auth === 'admin') return known.adminToken ?? 'none';
  return endpoint.auth === 'bearer' ? (known.token ?? 'none') : 'none';
}

async function mailedLink(base: string, to: string, kind: string): Promise<string> {
  const reply = await callEndpoint(base, readMailbox, { query: { to } });
  const messages = (reply.json as { messages: { kind: string; link: string }[] }).messages;
  const link = messages.find((message) => message.kind === kind)?.link;
  if (!link) throw new Error(`no ${kind} mail to ${to}`);
  return new URL(link, base).searchParams.values().next().value ?? '';
}

function cases(options: SuiteOptions): EndpointCases[] {
  const { base, reader } = options;
  const auth = (known: Known) => known.token ?? 'none';
  const userId = (known: Known) => known.userId ?? BOGUS;
  const signUpBody = (email: string, userName: string) => ({
    email,
    password: 'a-long-password',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userName,
    country: 'GB',
    phone: '+44 (020) 555-0101',
    gender: 'female',
    birthdate: Date.UTC(1990, 0, 1),
    locale: 'en',
  });
  /** A reader made for a case that changes them: signed up, then signed in by the verification link. */
  const freshReader = async (label: string) => {
    const email = fresh(label);
    await callEndpoint(base, signUp, { body: signUpBody(email, `${label.slice(0, 1)}${Date.now()}${(unique += 1)}`) });
    const verified = await callEndpoint(base, verifyEmail, { query: { token: await mailedLink(base, email, 'verifyEmail') } });
    return { email, token: (verified.json as { token?: string }).token ?? 'none' };
  };
  const contactBody = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', comment: 'Hello editors' };

  return [
    {
      endpoint: signIn,
      valid: () => ({ body: { ...reader, locale: 'en' } }),
      bad: { body: { email: '', password: 'x', locale: 'xx' } },
      errors: {
        [USER_ERRORS.noUser]: { request: () => ({ body: { email: fresh('nobody'), password: 'whatever-1', locale: 'en' } }) },
        [USER_ERRORS.invalidPassword]: { request: () => ({ body: { email: reader.email, password: 'wrong-password', locale: 'en' } }) },
        [USER_ERRORS.notVerified]: {
          when: () => Boolean(options.unverified),
          request: () => ({ body: { ...options.unverified, locale: 'en' } }),
        },
        [USER_ERRORS.blocked]: blockedReaderErrors(options).signIn,
      },
    },
    {
      endpoint: signUp,
      valid: () => ({ body: signUpBody(fresh('signup'), `reader${Date.now()}${(unique += 1)}`) }),
      validIsDestructive: true,
      bad: { body: { ...signUpBody('not-an-email', 'x'), password: 'short' } },
      errors: {
        [USER_ERRORS.emailInUse]: { request: () => ({ body: signUpBody(reader.email, `other${Date.now()}`) }) },
        [USER_ERRORS.userNameInUse]: { request: (known) => ({ body: signUpBody(fresh('taken'), known.userName) }) },
      },
    },
    {
      endpoint: verifyEmail,
      valid: async () => {
        const email = fresh('verify');
        await callEndpoint(base, signUp, { body: signUpBody(email, `v${Date.now()}${(unique += 1)}`) });
        return { query: { token: await mailedLink(base, email, 'verifyEmail') } };
      },
      validIsDestructive: true,
      validNeedsMailbox: true,
      bad: { query: {} },
      errors: {
        [USER_ERRORS.verificationInvalid]: { request: () => ({ query: { token: BOGUS } }) },
        [USER_ERRORS.blocked]: blockedReaderErrors(options).verifyEmail,
      },
    },
    {
      endpoint: forgotPassword,
      valid: () => ({ query: { email: reader.email, locale: 'en' } }),
      bad: { query: { email: 'nope', locale: 'en' } },
      errors: { [USER_ERRORS.notFound]: { request: () => ({ query: { email: fresh('unknown'), locale: 'en' } }) } },
    },
    {
      endpoint: resetPassword,
      valid: async () => {
        await callEndpoint(base, forgotPassword, { query: { email: reader.email, locale: 'en' } });
        return { body: { token: await mailedLink(base, reader.email, 'resetPassword'), password: reader.password } };
      },
      validIsDestructive: true,
      validNeedsMailbox: true,
      bad: { body: { token: 'x', password: 'short' } },
      errors: {
        [USER_ERRORS.tokenInvalid]: { request: () => ({ body: { token: BOGUS, password: 'a-long-password' } }) },
        [USER_ERRORS.tokenUsed]: {
          destructive: true,
          mailbox: true,
          request: async () => {
            await callEndpoint(base, forgotPassword, { query: { email: reader.email, locale: 'en' } });
            const token = await mailedLink(base, reader.email, 'resetPassword');
            await callEndpoint(base, resetPassword, { body: { token, password: reader.password } });
            return { body: { token, password: reader.password } };
          },
        },
      },
    },
    { endpoint: profile, valid: (known) => ({ token: auth(known) }), errors: {} },
    // Ends the session beforeEach made: the next test signs in again.
    { endpoint: signOut, valid: (known) => ({ token: auth(known) }), errors: {} },
    {
      endpoint: userLikes,
      valid: (known) => ({ query: { userId: userId(known) }, token: auth(known) }),
      bad: { query: {} },
      errors: {
        [GENERIC_ERRORS.forbidden]: { request: (known) => ({ query: { userId: 'usr_someone_else' }, token: auth(known) }) },
      },
    },
    {
      endpoint: likedNews,
      valid: (known) => ({ query: { userId: userId(known) }, token: auth(known) }),
      bad: { query: {} },
      errors: {},
    },
    // The account page (issue 28): the reader's own calls. A case that would end the suite's reader uses a new one.
    {
      endpoint: updateProfile,
      valid: (known) => ({ body: { firstName: 'Emma', lastName: 'Clarke', userName: known.userName, city: 'Bath', locale: 'en' }, token: auth(known) }),
      validIsDestructive: true,
      bad: { body: { firstName: '', lastName: 'x', userName: '', locale: 'xx' } },
      errors: {
        [ACCOUNT_ERRORS.userNameInUse]: {
          destructive: true,
          request: async (known) => {
            const taken = `taken${Date.now()}${(unique += 1)}`;
            await callEndpoint(base, signUp, { body: signUpBody(fresh('taken-name'), taken) });
            return { body: { firstName: 'Emma', lastName: 'Clarke', userName: taken, locale: 'en' }, token: auth(known) };
          },
        },
      },
    },
    {
      endpoint: changePassword,
      // The same password again: the reader's other sessions end, the password stays the suite's.
      valid: (known) => ({ body: { currentPassword: reader.password, password: reader.password }, token: auth(known) }),
      validIsDestructive: true,
      bad: { body: { currentPassword: '', password: 'short' } },
      errors: {
        [ACCOUNT_ERRORS.wrongPassword]: { request: (known) => ({ body: { currentPassword: 'wrong-password', password: 'a-long-password' }, token: auth(known) }) },
      },
    },
    // Ends every session of the reader: the next test signs in again.
    { endpoint: signOutEverywhere, valid: (known) => ({ token: auth(known) }), validIsDestructive: true, errors: {} },
    { endpoint: accountActivity, valid: (known) => ({ query: { locale: 'zh-tw' }, token: auth(known) }), bad: { query: { locale: 'xx' } }, errors: {} },
    { endpoint: exportAccount, valid: (known) => ({ token: auth(known) }), errors: {} },
    {
      endpoint: deleteAccount,
      // A reader made for it: signed up, then signed in by the verification link.
      valid: async () => ({ body: { password: 'a-long-password', comments: 'remove' }, token: (await freshReader('delete')).token }),
      authProbe: () => ({ body: { password: 'a-long-password', comments: 'keep' } }),
      validIsDestructive: true,
      validNeedsMailbox: true,
      bad: { body: { password: '', comments: 'archive' } },
      errors: {
        [ACCOUNT_ERRORS.wrongPassword]: { request: (known) => ({ body: { password: 'wrong-password', comments: 'keep' }, token: auth(known) }) },
      },
    },
    {
      endpoint: changeEmail,
      valid: (known) => ({ body: { email: fresh('new-address'), password: reader.password }, token: auth(known) }),
      bad: { body: { email: 'not-an-email', password: '' } },
      errors: {
        [ACCOUNT_ERRORS.wrongPassword]: { request: (known) => ({ body: { email: fresh('new-address'), password: 'wrong-password' }, token: auth(known) }) },
        [ACCOUNT_ERRORS.sameEmail]: { request: (known) => ({ body: { email: reader.email, password: reader.password }, token: auth(known) }) },
        [ACCOUNT_ERRORS.emailInUse]: {
          destructive: true,
          request: async (known) => {
            const taken = fresh('taken-address');
            await callEndpoint(base, signUp, { body: signUpBody(taken, `t${Date.now()}${(unique += 1)}`) });
            return { body: { email: taken, password: reader.password }, token: auth(known) };
          },
        },
      },
    },
    {
      endpoint: confirmEmailChange,
      // A reader made for it moves to a new address: the suite's reader keeps theirs.
      valid: async () => {
        const { token } = await freshReader('moving');
        const email = fresh('moved');
        await callEndpoint(base, changeEmail, { body: { email, password: 'a-long-password' }, token });
        return { body: { token: await mailedLink(base, email, 'changeEmail') } };
      },
      validIsDestructive: true,
      validNeedsMailbox: true,
      bad: { body: { token: '' } },
      errors: {
        [ACCOUNT_ERRORS.emailLinkInvalid]: { request: () => ({ body: { token: BOGUS } }) },
        [ACCOUNT_ERRORS.emailInUse]: {
          destructive: true,
          mailbox: true,
          // Someone signs up with the new address before its link is opened.
          request: async () => {
            const { token } = await freshReader('overtaken');
            const email = fresh('contested');
            await callEndpoint(base, changeEmail, { body: { email, password: 'a-long-password' }, token });
            const link = await mailedLink(base, email, 'changeEmail');
            await callEndpoint(base, signUp, { body: signUpBody(email, `c${Date.now()}${(unique += 1)}`) });
            return { body: { token: link } };
          },
        },
      },
    },
    { endpoint: getNewsletterChoices, valid: (known) => ({ token: auth(known) }), errors: {} },
    {
      endpoint: saveNewsletterChoices,
      valid: (known) => ({ body: { editions: ['zh-tw', 'en'] }, token: auth(known) }),
      validIsDestructive: true,
      bad: { body: { editions: ['xx'] } },
      errors: {},
    },
    {
      endpoint: commentArticle,
      valid: (known) => ({
        query: { articleId: known.article._id, userId: userId(known) },
        body: { userName: 'Lovelace Ada', text: 'A contract test comment' },
        token: auth(known),
      }),
      validIsDestructive: true,
      bad: { query: { articleId: 'a' }, body: { text: '' } },
      errors: {
        [COMMUNITY_ERRORS.articleNotFound]: {
          request: (known) => ({ query: { articleId: BOGUS, userId: userId(known) }, body: { userName: 'A', text: 'x' }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.commentNotFound]: {
          request: (known) => ({ query: { articleId: known.article._id, userId: userId(known) }, body: { userName: 'A', text: 'x', parentId: BOGUS }, token: auth(known) }),
        },
      },
    },
    {
      endpoint: commentPost,
      valid: (known) => ({
        query: { postId: known.post._id, userId: userId(known) },
        body: { userName: 'Lovelace Ada', text: 'A contract test comment' },
        token: auth(known),
      }),
      validIsDestructive: true,
      bad: { query: { postId: 'a' }, body: {} },
      errors: {
        [COMMUNITY_ERRORS.postNotFound]: {
          request: (known) => ({ query: { postId: BOGUS, userId: userId(known) }, body: { userName: 'A', text: 'x' }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.commentNotFound]: {
          request: (known) => ({ query: { postId: known.post._id, userId: userId(known) }, body: { userName: 'A', text: 'x', parentId: BOGUS }, token: auth(known) }),
        },
      },
    },
    {
      endpoint: likeArticle,
      valid: (known) => ({ query: { articleId: known.article._id, userId: userId(known), drafted: false }, token: auth(known) }),
      validIsDestructive: true,
      bad: { query: { articleId: 'a' } },
      errors: {
        [COMMUNITY_ERRORS.articleNotFound]: {
          request: (known) => ({ query: { articleId: BOGUS, userId: userId(known), drafted: false }, token: auth(known) }),
        },
      },
    },
    {
      endpoint: likePost,
      valid: (known) => ({ query: { postId: known.post._id, userId: userId(known), drafted: true }, token: auth(known) }),
      validIsDestructive: true,
      bad: { query: {} },
      errors: {
        [COMMUNITY_ERRORS.postNotFound]: {
          request: (known) => ({ query: { postId: BOGUS, userId: userId(known), drafted: false }, token: auth(known) }),
        },
      },
    },
    {
      endpoint: likeCommentOfArticle,
      valid: (known) => ({
        query: { articleId: known.article._id, commentId: known.articleCommentId ?? BOGUS, userId: userId(known), drafted: false },
        token: auth(known),
      }),
      validIsDestructive: true,
      bad: { query: { articleId: 'a' } },
      errors: {
        [COMMUNITY_ERRORS.articleNotFound]: {
          request: (known) => ({ query: { articleId: BOGUS, commentId: BOGUS, userId: userId(known), drafted: false }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.commentNotFound]: {
          request: (known) => ({
            query: { articleId: known.article._id, commentId: BOGUS, userId: userId(known), drafted: false },
            token: auth(known),
          }),
        },
      },
    },
    {
      endpoint: likeCommentOfPost,
      valid: (known) => ({
        query: { postId: known.post._id, commentId: known.postCommentId ?? BOGUS, userId: userId(known), drafted: false },
        token: auth(known),
      }),
      validIsDestructive: true,
      bad: { query: { postId: 'a' } },
      errors: {
        [COMMUNITY_ERRORS.postNotFound]: {
          request: (known) => ({ query: { postId: BOGUS, commentId: BOGUS, userId: userId(known), drafted: false }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.commentNotFound]: {
          request: (known) => ({ query: { postId: known.post._id, commentId: BOGUS, userId: userId(known), drafted: false }, token: auth(known) }),
        },
      },
    },
    {
      endpoint: vote,
      valid: (known) => ({
        body: { voteId: known.openPoll?._id ?? BOGUS, variantId: known.openPoll?.variants[0]?._id ?? BOGUS, locale: 'en', path: '/en/x' },
        token: auth(known),
      }),
      validIsDestructive: true,
      bad: { body: { voteId: '', variantId: 1 } },
      errors: {
        [COMMUNITY_ERRORS.pollNotFound]: {
          request: (known) => ({ body: { voteId: BOGUS, variantId: BOGUS, locale: 'en', path: '/en/x' }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.pollClosed]: {
          when: (known) => Boolean(known.closedPoll),
          request: (known) => ({
            body: { voteId: known.closedPoll?._id, variantId: known.closedPoll?.variants[0]?._id, locale: 'en', path: '/en/x' },
            token: auth(known),
          }),
        },
        [COMMUNITY_ERRORS.unknownVariant]: {
          when: (known) => Boolean(known.openPoll && !known.openPoll.votedVariantId),
          request: (known) => ({ body: { voteId: known.openPoll?._id, variantId: BOGUS, locale: 'en', path: '/en/x' }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.alreadyVoted]: {
          destructive: true,
          when: (known) => Boolean(known.openPoll),
          request: async (known) => {
            const body = { voteId: known.openPoll?._id, variantId: known.openPoll?.variants[0]?._id, locale: 'en', path: '/en/x' };
            await callEndpoint(base, vote, { body, token: auth(known) });
            return { body, token: auth(known) };
          },
        },
      },
    },
    {
      endpoint: getPoll,
      valid: (known) => ({ query: { voteId: known.openPoll?._id ?? known.closedPoll?._id ?? BOGUS } }),
      bad: { query: {} },
      errors: { [COMMUNITY_ERRORS.pollNotFound]: { request: () => ({ query: { voteId: BOGUS } }) } },
    },
    { endpoint: getCategories, valid: () => ({}), errors: {} },
    { endpoint: getAuthors, valid: () => ({}), errors: {} },
    { endpoint: getTopics, valid: () => ({}), errors: {} },
    { endpoint: getPage, valid: () => ({ query: { pageId: 'general' } }), bad: { query: { pageId: 'nope' } }, errors: {} },
    {
      endpoint: listArticles,
      valid: (known) => ({ query: { category: known.category.data.en.alias, page: 1, pageSize: 5 } }),
      bad: { query: { page: 0 } },
      errors: {
        [CONTENT_ERRORS.categoryNotFound]: { request: () => ({ query: { category: 'no-such-category' } }) },
        [CONTENT_ERRORS.authorNotFound]: { request: () => ({ query: { author: 'no-such-author' } }) },
        [CONTENT_ERRORS.topicNotFound]: { request: () => ({ query: { topic: 'no-such-topic' } }) },
      },
    },
    {
      endpoint: getArticle,
      valid: (known) => ({ query: { slug: known.article.slug } }),
      bad: { query: { slug: 'Not A Slug' } },
      errors: { [CONTENT_ERRORS.articleNotFound]: { request: () => ({ query: { slug: 'no-such-article' } }) } },
    },
    {
      endpoint: listPosts,
      valid: () => ({ query: { page: 1 } }),
      bad: { query: { pageSize: 500 } },
      errors: { [CONTENT_ERRORS.categoryNotFound]: { request: () => ({ query: { category: 'no-such-category' } }) } },
    },
    {
      endpoint: getPost,
      valid: (known) => ({ query: { slug: known.post.slug } }),
      bad: { query: {} },
      errors: { [CONTENT_ERRORS.postNotFound]: { request: () => ({ query: { slug: 'no-such-post' } }) } },
    },
    { endpoint: getMainSections, valid: () => ({}), errors: {} },
    {
      endpoint: getMultimedia,
      valid: (known) => ({ query: { category: known.multimedia?.data.en.alias ?? 'video' } }),
      bad: { query: {} },
      errors: { [CONTENT_ERRORS.categoryNotFound]: { request: () => ({ query: { category: 'no-such-category' } }) } },
    },
    { endpoint: search, valid: () => ({ query: { query: 'the', locale: 'en' } }), bad: { query: { query: 'x', locale: 'fr' } }, errors: {} },
    { endpoint: getCommercial, valid: () => ({ query: { pageType: 'mainPage' } }), bad: { query: { pageType: 'homePage' } }, errors: {} },
    {
      endpoint: subscribe,
      valid: () => ({ body: { email: fresh('sub'), locale: 'zh-tw' } }),
      validIsDestructive: true,
      bad: { body: { email: 'nope' } },
      errors: {
        [SUBSCRIPTION_ERRORS.emailInUse]: {
          destructive: true,
          request: async () => {
            const body = { email: fresh('twice'), locale: 'en' };
            await callEndpoint(base, subscribe, { body });
            return { body };
          },
        },
      },
    },
    {
      endpoint: subscribeFromHeader,
      valid: () => ({ body: { email: fresh('head'), locale: 'en', firstName: 'A', lastName: 'B', comment: 'More travel' } }),
      validIsDestructive: true,
      bad: { body: { email: 'a@example.com', locale: 'en' } },
      errors: {
        [SUBSCRIPTION_ERRORS.emailInUse]: {
          destructive: true,
          request: async () => {
            const body = { email: fresh('head-twice'), locale: 'en', firstName: 'A', lastName: 'B', comment: 'Hi' };
            await callEndpoint(base, subscribeFromHeader, { body });
            return { body };
          },
        },
      },
    },
    {
      endpoint: confirmSubscription,
      valid: async () => {
        const email = fresh('confirm');
        await callEndpoint(base, subscribe, { body: { email, locale: 'en' } });
        return { query: { token: await mailedLink(base, email, 'confirmSubscription') } };
      },
      validIsDestructive: true,
      validNeedsMailbox: true,
      bad: { query: {} },
      errors: { [SUBSCRIPTION_ERRORS.confirmationInvalid]: { request: () => ({ query: { token: BOGUS } }) } },
    },
    {
      endpoint: contact,
      valid: () => ({ body: { ...contactBody, phone: '+886 (912) 345-678' } }),
      validIsDestructive: true,
      bad: { body: { email: 'writer@example.com' } },
      errors: {},
    },
    {
      endpoint: submitArticle,
      valid: () => ({ body: contactBody, files: [file('essay.pdf', 2048), file('photo.jpg', 4096, 'image/jpeg')] }),
      validIsDestructive: true,
      bad: { body: { email: 'nope' }, files: [file('essay.pdf', 10)] },
      errors: {
        [CONTACT_ERRORS.noFiles]: { request: () => ({ body: contactBody, files: [] }) },
        [CONTACT_ERRORS.tooManyFiles]: {
          request: () => ({ body: contactBody, files: Array.from({ length: SUBMIT_LIMITS.maxFiles + 1 }, (_, i) => file(`p${i}.pdf`, 10)) }),
        },
        [CONTACT_ERRORS.fileType]: { request: () => ({ body: contactBody, files: [file('virus.exe', 10, 'application/x-msdownload')] }) },
        // happy-dom's multipart reader (the in-process run) drops a part of no bytes; browsers and Node keep it.
        [CONTACT_ERRORS.fileEmpty]: { request: () => ({ body: contactBody, files: [file('empty.pdf', 0)] }), when: () => !navigator.userAgent.includes('HappyDOM') },
        [CONTACT_ERRORS.fileTooLarge]: { request: () => ({ body: contactBody, files: [file('big.pdf', SUBMIT_LIMITS.maxFileBytes + 1)] }) },
        [CONTACT_ERRORS.totalTooLarge]: {
          request: () => ({
            body: contactBody,
            files: [1, 2, 3].map((i) => file(`part${i}.pdf`, Math.ceil(SUBMIT_LIMITS.maxTotalBytes / 3) + 1)),
          }),
        },
      },
    },
    {
      endpoint: getWeather,
      valid: () => ({ query: { location: '25.03,121.56', locale: 'zh-tw' } }),
      bad: { query: { location: '' } },
      errors: { [WEATHER_ERRORS.unknownLocation]: { request: () => ({ query: { location: 'Atlantis', locale: 'en' } }) } },
    },
    {
      endpoint: adminSignIn,
      valid: () => ({ body: { email: 'editor@huanyu.example', password: 'admin-pass-1' } }),
      bad: { body: { email: 'x' } },
      errors: { [ADMIN_ERRORS.invalidCredentials]: { request: () => ({ body: { email: 'editor@huanyu.example', password: 'nope' } }) } },
    },
    { endpoint: adminRecovery, valid: () => ({ body: { email: 'editor@huanyu.example' } }), bad: { body: {} }, errors: {} },
    // Destructive: the editor's session ends (the next test signs in again).
    { endpoint: adminSignOut, valid: (known) => ({ token: known.adminToken ?? 'none' }), validIsDestructive: true, errors: {} },
    ...deskCases(options),
    ...commercialCases(options),
    ...commentDeskCases(options),
    ...commentThreadCases(options),
    ...inboxCases(options),
    ...newsletterCases(options),
    ...readerCases(options),
    ...mediaCases(options),
    ...multimediaCases(options),
    ...postCases(),
    ...writerCases(options),
    ...previewCases(options),
    ...topicCases(options),
    ...pollDeskCases(options),
    ...pagesCases(options),
    ...frontPageCases(options),
    ...sectionCases(options),
    ...roleCases(options),
  ];
}

/** The editors' desk's article calls (contracts/adminArticles.ts): every one with the editor's token. */
function deskCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const admin = (known: Known) => known.adminToken ?? 'none';
  const contributor = (known: Known) => deskToken(base, known, 'contributor');
  /** A draft's input in the known article's section, by its author: '' texts unless `complete`. */
  const input = (known: Known, alias: string, complete = false): ArticleInput => {
    const text = (title: string) =>
      complete ? { title, standfirst: `${title}.`, body: `<p>${title}.</p>`, imageAlt: title } : { title: '', standfirst: '', body: '', imageAlt: '' };
    return {
      alias,
      category: textIn(known.article.data, 'en').category,
      subcategory: null,
      authorId: known.article.authorId,
      image: complete ? known.article.image : null,
      data: { en: text('A contract test'), 'zh-cn': text('契约测试'), 'zh-tw': text('契約測試') },
    };
  };
  const freshAlias = () => `contract-${Date.now().toString(36)}-${(unique += 1)}`;
  const current = async (known: Known, id = known.article._id): Promise<AdminArticle> => {
    const reply = await callEndpoint(base, getAdminArticle, { query: { id }, token: admin(known) });
    return (reply.json as { article: AdminArticle }).article;
  };
  const created = async (known: Known, body: ArticleInput): Promise<AdminArticle> => {
    const reply = await callEndpoint(base, createAdminArticle, { body, token: admin(known) });
    return (reply.json as { article: AdminArticle }).article;
  };
  const inputOf = ({ alias, category, subcategory, authorId, image, pollId, data }: AdminArticle): ArticleInput => ({
    alias,
    category,
    subcategory,
    authorId,
    image,
    ...(pollId ? { pollId } : {}),
    data,
  });
  /** A new article, published, saved under a new alias and its live page updated: `from` now redirects to `to`. */
  const moved = async (known: Known): Promise<{ from: string; to: string; article: AdminArticle }> => {
    const from = freshAlias();
    const to = `${from}-moved`;
    const desk = (endpoint: EndpointSpec, call: CallOptions) => callEndpoint(base, endpoint, { ...call, token: admin(known) });
    const draft = await created(known, input(known, from, true));
    const live = ((await desk(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'published' } })).json as { article: AdminArticle }).article;
    const saved = ((await desk(saveAdminArticle, { query: { id: live._id }, body: { version: live.version, byHand: true, article: { ...input(known, to, true) } } })).json as { article: AdminArticle }).article;
    const article = ((await desk(setAdminArticleStatus, { query: { id: saved._id }, body: { version: saved.version, status: 'published' } })).json as { article: AdminArticle }).article;
    return { from, to, article };
  };
  /** The known article saved with `change` made to its working copy, from its latest version. */
  const saveKnown = async (known: Known, change: (article: ArticleInput) => ArticleInput) => {
    const latest = await current(known);
    return { query: { id: latest._id }, body: { version: latest.version, byHand: true, article: change(inputOf(latest)) }, token: admin(known) };
  };

  return [
    {
      endpoint: listAdminArticles,
      valid: (known) => ({ query: { query: '', status: 'published', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { status: 'archived' } },
      errors: {},
    },
    {
      endpoint: getAdminArticle,
      valid: (known) => ({ query: { id: known.article._id }, token: admin(known) }),
      bad: { query: {} },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: { request: async (known) => ({ query: { id: known.article._id }, token: await contributor(known) }) },
      },
    },
    {
      endpoint: createAdminArticle,
      valid: (known) => ({ body: input(known, freshAlias()), token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { alias: 1 } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.aliasTaken]: { request: (known) => ({ body: input(known, known.otherArticleSlug), token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.aliasInvalid]: { request: (known) => ({ body: input(known, 'Not An Alias'), token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.unknownSection]: { request: (known) => ({ body: { ...input(known, ''), category: BOGUS }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.unknownAuthor]: { request: (known) => ({ body: { ...input(known, ''), authorId: BOGUS }, token: admin(known) }) },
      },
    },
    {
      endpoint: saveAdminArticle,
      // The known article saved as it is: a new version, the same text.
      valid: (known) => saveKnown(known, (article) => article),
      validIsDestructive: true,
      bad: { query: { id: 'x' }, body: { version: 0, byHand: 'yes' } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: {
          request: (known) => ({ query: { id: BOGUS }, body: { version: 1, byHand: true, article: input(known, '') }, token: admin(known) }),
        },
        [ADMIN_ARTICLE_ERRORS.versionConflict]: {
          request: async (known) => {
            const request = await saveKnown(known, (article) => article);
            return { ...request, body: { ...request.body, version: request.body.version + 1000 } };
          },
        },
        [ADMIN_ARTICLE_ERRORS.aliasTaken]: { request: (known) => saveKnown(known, (article) => ({ ...article, alias: known.otherArticleSlug })) },
        [ADMIN_ARTICLE_ERRORS.aliasInvalid]: { request: (known) => saveKnown(known, (article) => ({ ...article, alias: 'Not An Alias' })) },
        [ADMIN_ARTICLE_ERRORS.unknownSection]: { request: (known) => saveKnown(known, (article) => ({ ...article, category: BOGUS })) },
        [ADMIN_ARTICLE_ERRORS.unknownAuthor]: { request: (known) => saveKnown(known, (article) => ({ ...article, authorId: BOGUS })) },
        // The known article is published: readers would get the gap.
        [ADMIN_ARTICLE_ERRORS.incomplete]: {
          request: (known) => saveKnown(known, (article) => ({ ...article, data: { ...article.data, en: { ...article.data.en, title: '' } } })),
        },
        // The known article is the newsroom's, not the contributor's.
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: { request: async (known) => ({ ...(await saveKnown(known, (article) => article)), token: await contributor(known) }) },
      },
    },
    {
      endpoint: setAdminArticleStatus,
      // Published already: publishing again keeps it as it is, with a new version.
      valid: async (known) => {
        const latest = await current(known);
        return { query: { id: latest._id }, body: { version: latest.version, status: 'published' }, token: admin(known) };
      },
      validIsDestructive: true,
      bad: { query: { id: 'x' }, body: { version: 1, status: 'archived' } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, status: 'draft' }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.versionConflict]: {
          request: async (known) => {
            const latest = await current(known);
            return { query: { id: latest._id }, body: { version: latest.version + 1000, status: 'draft' }, token: admin(known) };
          },
        },
        [ADMIN_ARTICLE_ERRORS.incomplete]: {
          destructive: true,
          request: async (known) => {
            const draft = await created(known, input(known, freshAlias()));
            return { query: { id: draft._id }, body: { version: draft.version, status: 'published' }, token: admin(known) };
          },
        },
        [ADMIN_ARTICLE_ERRORS.aliasInvalid]: {
          destructive: true,
          request: async (known) => {
            const draft = await created(known, input(known, '', true));
            return { query: { id: draft._id }, body: { version: draft.version, status: 'published' }, token: admin(known) };
          },
        },
        [ADMIN_ARTICLE_ERRORS.scheduleInPast]: {
          request: async (known) => {
            const latest = await current(known);
            return {
              query: { id: latest._id },
              body: { version: latest.version, status: 'scheduled', publishAt: '2000-01-01T00:00:00.000Z' },
              token: admin(known),
            };
          },
        },
      },
    },
    {
      endpoint: deleteAdminArticle,
      valid: async (known) => {
        const draft = await created(known, input(known, freshAlias()));
        return { query: { id: draft._id, version: draft.version }, token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: (known) => ({ query: { id: known.article._id, version: 1 } }),
      bad: { query: { id: 'x', version: 0 } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS, version: 1 }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.versionConflict]: {
          request: async (known) => {
            const latest = await current(known);
            return { query: { id: latest._id, version: latest.version + 1000 }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: listArticleRevisions,
      valid: (known) => ({ query: { id: known.article._id }, token: admin(known) }),
      bad: { query: {} },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: { request: async (known) => ({ query: { id: known.article._id }, token: await contributor(known) }) },
      },
    },
    {
      endpoint: getArticleRevision,
      // A seeded story's history starts with the story as it stands: revision 1.
      valid: (known) => ({ query: { id: known.article._id, number: 1 }, token: admin(known) }),
      bad: { query: { id: 'x', number: 0 } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS, number: 1 }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.revisionNotFound]: { request: (known) => ({ query: { id: known.article._id, number: 9999 }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: { request: async (known) => ({ query: { id: known.article._id, number: 1 }, token: await contributor(known) }) },
      },
    },
    {
      endpoint: restoreArticleRevision,
      valid: async (known) => {
        const latest = await current(known);
        return { query: { id: latest._id }, body: { version: latest.version, number: 1 }, token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: (known) => ({ query: { id: known.article._id }, body: { version: 1, number: 1 } }),
      bad: { query: { id: 'x' }, body: { version: 1, number: 0 } },
      errors: {
        [ADMIN_ARTICLE_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, number: 1 }, token: admin(known) }) },
        [ADMIN_ARTICLE_ERRORS.ownDraftsOnly]: {
          request: async (known) => ({ query: { id: known.article._id }, body: { version: (await current(known)).version, number: 1 }, token: await contributor(known) }),
        },
        [ADMIN_ARTICLE_ERRORS.revisionNotFound]: {
          request: async (known) => {
            const latest = await current(known);
            return { query: { id: latest._id }, body: { version: latest.version, number: 9999 }, token: admin(known) };
          },
        },
        [ADMIN_ARTICLE_ERRORS.versionConflict]: {
          request: async (known) => {
            const latest = await current(known);
            return { query: { id: latest._id }, body: { version: latest.version + 1000, number: 1 }, token: admin(known) };
          },
        },
        // A draft's first alias, let go when it changed (readers never had it) and taken by another story since.
        [ADMIN_ARTICLE_ERRORS.aliasTaken]: {
          destructive: true,
          request: async (known) => {
            const first = freshAlias();
            const draft = await created(known, input(known, first));
            const desk = (endpoint: EndpointSpec, call: CallOptions) => callEndpoint(base, endpoint, { ...call, token: admin(known) });
            const renamed = ((await desk(saveAdminArticle, { query: { id: draft._id }, body: { version: draft.version, byHand: true, article: input(known, `${first}-2`) } })).json as { article: AdminArticle }).article;
            await created(known, input(known, first));
            return { query: { id: renamed._id }, body: { version: renamed.version, number: 1 }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: findMovedArticle,
      valid: async (known) => ({ query: { slug: (await moved(known)).from, locale: 'en' } }),
      validIsDestructive: true,
      authProbe: () => ({ query: { slug: 'no-such-article' } }),
      bad: { query: { slug: 'Not A Slug' } },
      // A story at its own alias has not moved.
      errors: { [CONTENT_ERRORS.articleNotFound]: { request: (known) => ({ query: { slug: known.article.slug } }) } },
    },
    {
      endpoint: uploadAdminImage,
      valid: (known) => ({ body: {}, files: [jpeg()], token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { unexpected: true }, files: [jpeg()] },
      errors: {
        [ADMIN_ARTICLE_ERRORS.imageType]: {
          request: (known) => ({ body: {}, files: [new File([new Uint8Array(64)], 'a.gif', { type: 'image/gif' })], token: admin(known) }),
        },
        [ADMIN_ARTICLE_ERRORS.imageTooLarge]: {
          request: (known) => ({
            body: {},
            files: [new File([new Uint8Array(ARTICLE_LIMITS.imageBytes + 1)], 'big.jpg', { type: 'image/jpeg' })],
            token: admin(known),
          }),
        },
      },
    },
  ];
}

/** Replies, the author's edit and delete, reports and the paged conversation (issue 28). */
function commentThreadCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const auth = (known: Known) => known.token ?? 'none';
  const userId = (known: Known) => known.userId ?? BOGUS;
  /** A comment of the reader's own, just written (so within the edit window). */
  const mine = async (known: Known): Promise<string> => {
    const reply = await callEndpoint(base, commentArticle, {
      query: { articleId: known.article._id, userId: userId(known) },
      body: { userName: known.userName, text: 'A comment of my own' },
      token: auth(known),
    });
    const id = (reply.json as { comment?: { _id: string } }).comment?._id;
    if (!id) throw new Error(`the reader could not comment: ${JSON.stringify(reply.json)}`);
    return id;
  };
  const othersComment = (known: Known) => known.comments.find((comment) => comment.userId !== known.userId && comment.userId !== '')?._id ?? BOGUS;
  const ownOldComment = (known: Known) => known.comments.find((comment) => comment.userId === known.userId)?._id;
  return [
    {
      endpoint: listComments,
      valid: (known) => ({ query: { kind: 'article', storyId: known.article._id, sort: 'liked', page: 1 } }),
      bad: { query: { kind: 'story', storyId: 'a', sort: 'random' } },
      errors: {
        [COMMUNITY_ERRORS.articleNotFound]: { request: () => ({ query: { kind: 'article', storyId: BOGUS } }) },
        [COMMUNITY_ERRORS.postNotFound]: { request: () => ({ query: { kind: 'post', storyId: BOGUS } }) },
      },
    },
    {
      endpoint: editComment,
      valid: async (known) => ({ query: { commentId: await mine(known), userId: userId(known) }, body: { text: 'Changed my mind' }, token: auth(known) }),
      authProbe: (known) => ({ query: { commentId: othersComment(known), userId: userId(known) }, body: { text: 'x' } }),
      validIsDestructive: true,
      bad: { query: { commentId: '' }, body: { text: '' } },
      errors: {
        [COMMUNITY_ERRORS.commentNotFound]: { request: (known) => ({ query: { commentId: BOGUS, userId: userId(known) }, body: { text: 'x' }, token: auth(known) }) },
        [COMMUNITY_ERRORS.notYourComment]: {
          request: (known) => ({ query: { commentId: othersComment(known), userId: userId(known) }, body: { text: 'x' }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.editWindowClosed]: {
          when: (known) => ownOldComment(known) !== undefined,
          request: (known) => ({ query: { commentId: ownOldComment(known) ?? BOGUS, userId: userId(known) }, body: { text: 'x' }, token: auth(known) }),
        },
      },
    },
    {
      endpoint: deleteComment,
      valid: async (known) => ({ query: { commentId: await mine(known), userId: userId(known) }, token: auth(known) }),
      authProbe: (known) => ({ query: { commentId: othersComment(known), userId: userId(known) } }),
      validIsDestructive: true,
      bad: { query: { commentId: '' } },
      errors: {
        [COMMUNITY_ERRORS.commentNotFound]: { request: (known) => ({ query: { commentId: BOGUS, userId: userId(known) }, token: auth(known) }) },
        [COMMUNITY_ERRORS.notYourComment]: { request: (known) => ({ query: { commentId: othersComment(known), userId: userId(known) }, token: auth(known) }) },
      },
    },
    {
      endpoint: reportComment,
      valid: (known) => ({ query: { commentId: othersComment(known), userId: userId(known) }, body: { reason: 'spam', note: 'An advert' }, token: auth(known) }),
      validIsDestructive: true,
      bad: { query: { commentId: 'a' }, body: { reason: 'boring' } },
      errors: {
        [COMMUNITY_ERRORS.commentNotFound]: {
          request: (known) => ({ query: { commentId: BOGUS, userId: userId(known) }, body: { reason: 'spam' }, token: auth(known) }),
        },
        [COMMUNITY_ERRORS.alreadyReported]: {
          destructive: true,
          request: async (known) => {
            const request = { query: { commentId: othersComment(known), userId: userId(known) }, body: { reason: 'other' }, token: auth(known) };
            await callEndpoint(base, reportComment, request);
            return request;
          },
        },
        [COMMUNITY_ERRORS.ownCommentReport]: {
          destructive: true,
          request: async (known) => ({ query: { commentId: await mine(known), userId: userId(known) }, body: { reason: 'spam' }, token: auth(known) }),
        },
      },
    },
  ];
}

/** The desk's comment calls (contracts/adminComments.ts): every one with the editor's token. */
function commentDeskCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const admin = (known: Known) => known.adminToken ?? 'none';
  /** A comment of the reader's own, on the known article: the destructive cases change only what they made. */
  const fresh = async (known: Known): Promise<string> => {
    const reply = await callEndpoint(base, commentArticle, {
      query: { articleId: known.article._id, userId: known.userId ?? BOGUS },
      body: { userName: known.userName, text: 'A comment for the desk' },
      token: known.token ?? 'none',
    });
    const id = (reply.json as { comment?: { _id: string } }).comment?._id;
    if (!id) throw new Error(`the reader could not comment: ${JSON.stringify(reply.json)}`);
    return id;
  };
  return [
    {
      endpoint: listAdminComments,
      valid: (known) => ({ query: { query: '', state: 'visible', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { state: 'removed' } },
      errors: {},
    },
    {
      endpoint: setAdminCommentState,
      // Showing a comment readers already see changes nothing (the call is idempotent): safe against any server.
      valid: (known) => ({ query: { id: known.articleCommentId ?? BOGUS }, body: { state: 'visible' }, token: admin(known) }),
      bad: { query: { id: 'x' }, body: { state: 'gone' } },
      errors: {
        [ADMIN_COMMENT_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { state: 'hidden' }, token: admin(known) }) },
        [ADMIN_COMMENT_ERRORS.deleted]: {
          destructive: true,
          request: async (known) => {
            const id = await fresh(known);
            await callEndpoint(base, deleteAdminComment, { query: { id }, token: admin(known) });
            return { query: { id }, body: { state: 'hidden' }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: deleteAdminComment,
      valid: async (known) => ({ query: { id: await fresh(known) }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: (known) => ({ query: { id: known.articleCommentId ?? BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [ADMIN_COMMENT_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
  ];
}

/** The desk's poll calls (contracts/adminPolls.ts): every one with the editor's token. */
function pollDeskCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const admin = (known: Known) => known.adminToken ?? 'none';
  const texts = <K extends string>(key: K, en: string, cn: string, tw: string) =>
    ({ en: { [key]: en }, 'zh-cn': { [key]: cn }, 'zh-tw': { [key]: tw } }) as Record<Locale, Record<K, string>>;
  const pollInput = (overrides: Partial<PollInput> = {}): PollInput => ({
    data: texts('question', 'A contract poll?', '契约投票？', '契約投票？'),
    variants: [{ data: texts('text', 'Yes', '是', '是') }, { data: texts('text', 'No', '否', '否') }],
    endsAt: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
    ...overrides,
  });
  const polls = async (known: Known): Promise<AdminPoll[]> =>
    ((await callEndpoint(base, listAdminPolls, { token: admin(known) })).json as { polls: AdminPoll[] }).polls;
  /** A poll readers have voted in (its options are fixed). */
  const voted = async (known: Known) => (await polls(known)).find((poll) => poll.totalVotes > 0);
  const fresh = async (known: Known): Promise<AdminPoll> =>
    ((await callEndpoint(base, createAdminPoll, { body: pollInput(), token: admin(known) })).json as { poll: AdminPoll }).poll;
  const inputOf = (poll: AdminPoll): PollInput => ({ data: poll.data, variants: poll.variants.map(({ _id, data }) => ({ _id, data })), endsAt: poll.endsAt });
  const hasVoted = (known: Known) => known.openPoll !== undefined || known.closedPoll !== undefined;

  return [
    { endpoint: listAdminPolls, valid: (known) => ({ token: admin(known) }), errors: {} },
    {
      endpoint: getAdminPoll,
      valid: async (known) => ({ query: { id: (await polls(known))[0]?._id ?? BOGUS }, token: admin(known) }),
      bad: { query: {} },
      errors: { [ADMIN_POLL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: createAdminPoll,
      valid: (known) => ({ body: pollInput(), token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ body: pollInput() }),
      bad: { body: { data: {} } },
      errors: {
        [ADMIN_POLL_ERRORS.emptyText]: { request: (known) => ({ body: pollInput({ data: texts('question', 'Q?', '', '問？') }), token: admin(known) }) },
        [ADMIN_POLL_ERRORS.tooFewVariants]: { request: (known) => ({ body: pollInput({ variants: [] }), token: admin(known) }) },
        [ADMIN_POLL_ERRORS.endInPast]: { request: (known) => ({ body: pollInput({ endsAt: '2001-01-01T00:00:00.000Z' }), token: admin(known) }) },
      },
    },
    {
      endpoint: saveAdminPoll,
      valid: async (known) => {
        const poll = await fresh(known);
        return { query: { id: poll._id }, body: { version: poll.version, poll: { ...inputOf(poll), data: texts('question', 'Changed?', '改了？', '改了？') } }, token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { version: 1, poll: pollInput() } }),
      bad: { query: { id: 'x' }, body: { version: 0, poll: { variants: 'no' } } },
      errors: {
        [ADMIN_POLL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, poll: pollInput() }, token: admin(known) }) },
        [ADMIN_POLL_ERRORS.versionConflict]: {
          destructive: true,
          // Saved once since it was read: the version read is stale.
          request: async (known) => {
            const poll = await fresh(known);
            await callEndpoint(base, saveAdminPoll, { query: { id: poll._id }, body: { version: poll.version, poll: inputOf(poll) }, token: admin(known) });
            return { query: { id: poll._id }, body: { version: poll.version, poll: inputOf(poll) }, token: admin(known) };
          },
        },
        [ADMIN_POLL_ERRORS.emptyText]: {
          when: hasVoted,
          request: async (known) => {
            const poll = (await voted(known))!;
            return { query: { id: poll._id }, body: { version: poll.version, poll: { ...inputOf(poll), data: { ...poll.data, en: { question: ' ' } } } }, token: admin(known) };
          },
        },
        [ADMIN_POLL_ERRORS.tooFewVariants]: {
          destructive: true,
          request: async (known) => {
            const poll = await fresh(known);
            return { query: { id: poll._id }, body: { version: poll.version, poll: { ...inputOf(poll), variants: inputOf(poll).variants.slice(0, 1) } }, token: admin(known) };
          },
        },
        [ADMIN_POLL_ERRORS.endInPast]: {
          when: hasVoted,
          request: async (known) => {
            const poll = (await voted(known))!;
            return { query: { id: poll._id }, body: { version: poll.version, poll: { ...inputOf(poll), endsAt: '2001-01-01T00:00:00.000Z' } }, token: admin(known) };
          },
        },
        [ADMIN_POLL_ERRORS.votedVariants]: {
          when: hasVoted,
          request: async (known) => {
            const poll = (await voted(known))!;
            return { query: { id: poll._id }, body: { version: poll.version, poll: { ...inputOf(poll), variants: inputOf(poll).variants.slice(1) } }, token: admin(known) };
          },
        },
        [ADMIN_POLL_ERRORS.unknownVariant]: {
          when: hasVoted,
          request: async (known) => {
            const poll = (await voted(known))!;
            const [first, ...rest] = inputOf(poll).variants;
            return { query: { id: poll._id }, body: { version: poll.version, poll: { ...inputOf(poll), variants: [{ ...first!, _id: BOGUS }, ...rest] } }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: closeAdminPoll,
      valid: async (known) => ({ query: { id: (await fresh(known))._id }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: {} },
      errors: { [ADMIN_POLL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: deleteAdminPoll,
      valid: async (known) => ({ query: { id: (await fresh(known))._id }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: {} },
      errors: { [ADMIN_POLL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
    {
      endpoint: setAdminPollStory,
      valid: async (known) => ({ query: { id: (await fresh(known))._id }, body: { story: null }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS }, body: { story: null } }),
      bad: { query: { id: 'x' }, body: { story: { kind: 'video', id: 'x' } } },
      errors: {
        [ADMIN_POLL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { story: null }, token: admin(known) }) },
        [ADMIN_POLL_ERRORS.storyNotFound]: {
          request: async (known) => ({ query: { id: (await polls(known))[0]?._id ?? BOGUS }, body: { story: { kind: 'post', id: BOGUS } }, token: admin(known) }),
        },
        [ADMIN_POLL_ERRORS.storyHasPoll]: {
          when: hasVoted,
          request: async (known) => {
            const all = await polls(known);
            const onStory = all.find((poll) => poll.story);
            const other = all.find((poll) => poll._id !== onStory?._id);
            return { query: { id: other?._id ?? BOGUS }, body: { story: { kind: onStory!.story!.kind, id: onStory!.story!.id } }, token: admin(known) };
          },
        },
      },
    },
    {
      endpoint: searchPollStories,
      valid: (known) => ({ query: { query: textIn(known.article.data, 'en').title }, token: admin(known) }),
      bad: { query: {} },
      errors: {},
    },
  ];
}

/** The desk's "Header & home" calls (contracts/adminPages.ts): every one with the editor's token. */
function pagesCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const admin = (known: Known) => known.adminToken ?? 'none';
  const latest = async (known: Known) =>
    (await callEndpoint(base, getAdminPages, { token: admin(known) })).json as { general: AdminGeneralPage; main: AdminMainPage };
  /** A save of the general page as it is, with `en` changed; the version it has now unless told. */
  const general = (change: Partial<AdminGeneralPage['data']['en']> = {}, stale = false): Request => async (known) => {
    const page = (await latest(known)).general;
    return { body: { version: page.version + (stale ? 1000 : 0), data: { ...page.data, en: { ...page.data.en, ...change } } }, token: admin(known) };
  };
  const main = (change: Partial<AdminMainPage['data']['en']> = {}, stale = false): Request => async (known) => {
    const page = (await latest(known)).main;
    return { body: { version: page.version + (stale ? 1000 : 0), data: { ...page.data, en: { ...page.data.en, ...change } } }, token: admin(known) };
  };
  const mp3 = () => new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/audio/welcome.mp3')))], 'welcome.mp3', { type: 'audio/mpeg' });
  const webpOfOtherSize = () =>
    new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/banners/banner-1.webp')))], 'banner.webp', { type: 'image/webp' });
  return [
    { endpoint: getAdminPages, valid: (known) => ({ token: admin(known) }), errors: {} },
    {
      endpoint: saveAdminGeneralPage,
      valid: general({ headerLink1Href: 'https://example.com/promo', headerLink1Text: 'A contract test' }),
      validIsDestructive: true,
      bad: { body: { version: 1, data: {} } },
      errors: {
        [ADMIN_PAGE_ERRORS.versionConflict]: { request: general({}, true) },
        [ADMIN_PAGE_ERRORS.linkHrefInvalid]: { request: general({ headerLink1Href: 'javascript:alert(1)', headerLink1Text: 'x' }) },
        [ADMIN_PAGE_ERRORS.linkTextRequired]: { request: general({ headerLink1Href: '/en/', headerLink1Text: '' }) },
        [ADMIN_PAGE_ERRORS.linkHrefRequired]: { request: general({ headerLink1Href: '', headerLink1Text: 'Only a text' }) },
        [ADMIN_PAGE_ERRORS.unknownBanner]: { request: general({ headerBanner: [{ path: `/api/media/pictures/${BOGUS}.jpg`, pathWebp: `/api/media/pictures/${BOGUS}.jpg` }] }) },
      },
    },
    {
      endpoint: saveAdminMainPage,
      valid: main({ audioTitle: 'A contract test' }),
      validIsDestructive: true,
      bad: { body: { version: 1, data: { en: { audioFile: 'none' } } } },
      errors: {
        [ADMIN_PAGE_ERRORS.versionConflict]: { request: main({}, true) },
        [ADMIN_PAGE_ERRORS.unknownAudio]: { request: main({ audioFile: [{ path: `/api/media/audio/${BOGUS}.mp3` }] }) },
        [ADMIN_PAGE_ERRORS.audioTitleRequired]: { request: main({ audioTitle: '' }) },
      },
    },
    {
      endpoint: uploadAdminBanner,
      valid: (known) => ({ body: {}, files: [jpeg('banner.jpg')], token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { unexpected: true }, files: [jpeg('banner.jpg')] },
      errors: {
        [ADMIN_PAGE_ERRORS.imageType]: {
          request: (known) => ({ body: {}, files: [new File([new Uint8Array(64)], 'a.gif', { type: 'image/gif' })], token: admin(known) }),
        },
        [ADMIN_PAGE_ERRORS.imageTooLarge]: {
          request: (known) => ({ body: {}, files: [new File([new Uint8Array(PAGE_LIMITS.bannerBytes + 1)], 'big.jpg', { type: 'image/jpeg' })], token: admin(known) }),
        },
        // A 1600x900 picture with a 1600x300 WebP: not its WebP.
        [ADMIN_PAGE_ERRORS.webpMismatch]: { request: (known) => ({ body: {}, files: [jpeg('banner.jpg'), webpOfOtherSize()], token: admin(known) }) },
      },
    },
    {
      endpoint: uploadAdminAudio,
      valid: (known) => ({ body: {}, files: [mp3()], token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { unexpected: true }, files: [mp3()] },
      errors: {
        [ADMIN_PAGE_ERRORS.audioType]: {
          request: (known) => ({ body: {}, files: [new File([new Uint8Array(64)], 'a.wav', { type: 'audio/wav' })], token: admin(known) }),
        },
        [ADMIN_PAGE_ERRORS.audioTooLarge]: {
          request: (known) => ({ body: {}, files: [new File([new Uint8Array(PAGE_LIMITS.audioBytes + 1)], 'big.mp3', { type: 'audio/mpeg' })], token: admin(known) }),
        },
      },
    },
    { endpoint: listAdminAudio, valid: (known) => ({ token: admin(known) }), errors: {} },
  ];
}

/** The editors' desk's section calls (contracts/adminSections.ts): every one with the editor's token. */
function sectionCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const admin = (known: Known) => known.adminToken ?? 'none';
  const sections = async (known: Known): Promise<AdminSection[]> => {
    const reply = await callEndpoint(base, listAdminSections, { token: admin(known) });
    return (reply.json as { sections: AdminSection[] }).sections;
  };
  /** The known section as the desk sees it now (its latest version). */
  const knownSection = async (known: Known): Promise<AdminSection> => {
    const found = (await sections(known)).find((section) => section._id === known.category._id);
    if (!found) throw new Error('the known category is not among the sections of the desk');
    return found;
  };
  const subsOf = (section: AdminSection): SubsectionInput[] => section.subcategories.map(({ _id, data }) => ({ _id, data }));
  const texts = (alias: string, name = 'Contract section') => ({
    en: { name, alias },
    'zh-cn': { name: '契约栏目', alias },
    'zh-tw': { name: '契約欄目', alias },
  });
  const freshAlias = () => `section-${Date.now().toString(36)}-${(unique += 1)}`;
  const saveKnown = async (known: Known, change: (section: AdminSection) => Partial<{ data: AdminSection['data']; subcategories: SubsectionInput[] }>) => {
    const latest = await knownSection(known);
    return {
      query: { id: latest._id },
      body: { version: latest.version, data: latest.data, subcategories: subsOf(latest), ...change(latest) },
      token: admin(known),
    };
  };
  const otherAlias = async (known: Known) => {
    const other = (await sections(known)).find((section) => section._id !== known.category._id);
    return other?.data.en.alias ?? BOGUS;
  };

  return [
    { endpoint: listAdminSections, valid: (known) => ({ token: admin(known) }), errors: {} },
    {
      endpoint: createAdminSection,
      valid: (known) => ({ body: { kind: 'articles', data: texts(freshAlias()), subcategories: [] }, token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { kind: 'podcasts' } },
      errors: {
        [ADMIN_SECTION_ERRORS.aliasTaken]: {
          request: (known) => ({ body: { kind: 'articles', data: texts(known.category.data.en.alias), subcategories: [] }, token: admin(known) }),
        },
        [ADMIN_SECTION_ERRORS.aliasInvalid]: { request: (known) => ({ body: { kind: 'articles', data: texts('Not An Alias'), subcategories: [] }, token: admin(known) }) },
        [ADMIN_SECTION_ERRORS.nameRequired]: { request: (known) => ({ body: { kind: 'articles', data: texts(freshAlias(), ' '), subcategories: [] }, token: admin(known) }) },
      },
    },
    {
      endpoint: saveAdminSection,
      // The known section saved as it is: a new version, the same names.
      valid: (known) => saveKnown(known, () => ({})),
      validIsDestructive: true,
      bad: { query: { id: 'x' }, body: { version: 0 } },
      errors: {
        [ADMIN_SECTION_ERRORS.notFound]: {
          request: (known) => ({ query: { id: BOGUS }, body: { version: 1, data: texts(freshAlias()), subcategories: [] }, token: admin(known) }),
        },
        [ADMIN_SECTION_ERRORS.versionConflict]: {
          request: async (known) => {
            const request = await saveKnown(known, () => ({}));
            return { ...request, body: { ...request.body, version: request.body.version + 1000 } };
          },
        },
        [ADMIN_SECTION_ERRORS.aliasTaken]: {
          request: async (known) => {
            const alias = await otherAlias(known);
            return saveKnown(known, (section) => ({ data: { ...section.data, 'zh-cn': { ...section.data['zh-cn'], alias } } }));
          },
        },
        [ADMIN_SECTION_ERRORS.aliasInvalid]: {
          request: (known) => saveKnown(known, (section) => ({ data: { ...section.data, en: { ...section.data.en, alias: 'Not An Alias' } } })),
        },
        [ADMIN_SECTION_ERRORS.nameRequired]: {
          request: (known) => saveKnown(known, (section) => ({ data: { ...section.data, 'zh-tw': { ...section.data['zh-tw'], name: '' } } })),
        },
        // Every subsection left out, and the known section's articles are filed under at least one of them.
        [ADMIN_SECTION_ERRORS.inUse]: {
          when: (known) => textIn(known.article.data, 'en').category === known.category._id && textIn(known.article.data, 'en').subcategory !== null,
          request: (known) => saveKnown(known, () => ({ subcategories: [] })),
        },
      },
    },
    {
      endpoint: orderAdminSections,
      // The order as it is: nothing moves.
      valid: async (known) => ({ body: { ids: (await sections(known)).map((section) => section._id) }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: (known) => ({ body: { ids: [known.category._id] } }),
      bad: { body: { ids: 'all' } },
      errors: { [ADMIN_SECTION_ERRORS.orderStale]: { request: (known) => ({ body: { ids: [BOGUS] }, token: admin(known) }) } },
    },
    {
      endpoint: deleteAdminSection,
      valid: async (known) => {
        const reply = await callEndpoint(base, createAdminSection, { body: { kind: 'articles', data: texts(freshAlias()), subcategories: [] }, token: admin(known) });
        const { section } = reply.json as { section: AdminSection };
        return { query: { id: section._id, version: section.version }, token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: (known) => ({ query: { id: known.category._id, version: 1 } }),
      bad: { query: { id: 'x', version: 0 } },
      errors: {
        [ADMIN_SECTION_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS, version: 1 }, token: admin(known) }) },
        [ADMIN_SECTION_ERRORS.versionConflict]: {
          request: async (known) => {
            const latest = await knownSection(known);
            return { query: { id: latest._id, version: latest.version + 1000 }, token: admin(known) };
          },
        },
        [ADMIN_SECTION_ERRORS.inUse]: {
          when: (known) => textIn(known.article.data, 'en').category === known.category._id,
          request: async (known) => {
            const latest = await knownSection(known);
            return { query: { id: latest._id, version: latest.version }, token: admin(known) };
          },
        },
      },
    },
  ];
}

/** The desk's commercial setup (contracts/adminCommercial.ts): every call with the editor's token. */
function commercialCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  const admin = (known: Known) => known.adminToken ?? 'none';
  const text = (title: string) => ({ title, text: `${title}: an offer.`, cta: 'Visit' });
  const input = (known: Known, overrides: Partial<CommercialInput> = {}): CommercialInput => ({
    pageType: 'articlePage',
    categoryId: null,
    position: 'inline',
    href: 'https://contract-sponsor.example/',
    image: known.article.image,
    locales: ['en', 'zh-cn', 'zh-tw'],
    data: { en: text('A contract sponsor'), 'zh-cn': text('契约赞助'), 'zh-tw': text('契約贊助') },
    startAt: null,
    endAt: null,
    ...overrides,
  });
  const blocks = async (known: Known, pageType: PageType = 'mainPage'): Promise<AdminCommercialBlock[]> => {
    const reply = await callEndpoint(base, listAdminCommercial, { query: { pageType }, token: admin(known) });
    return (reply.json as { blocks: AdminCommercialBlock[] }).blocks;
  };
  const first = async (known: Known): Promise<AdminCommercialBlock> => {
    const [block] = await blocks(known);
    if (!block) throw new Error('the server has no main page sponsor block');
    return block;
  };
  const inputOf = ({ _id: _id, version: _version, order: _order, enabled: _enabled, updatedAt: _at, updatedBy: _by, ...rest }: AdminCommercialBlock): CommercialInput => rest;
  const created = async (known: Known): Promise<AdminCommercialBlock> => {
    const reply = await callEndpoint(base, createAdminCommercial, { body: input(known), token: admin(known) });
    return (reply.json as { block: AdminCommercialBlock }).block;
  };
  const invalid = (known: Known, overrides: Partial<CommercialInput>) => ({ body: input(known, overrides), token: admin(known) });
  const saveFirst = async (known: Known, overrides: Partial<CommercialInput> = {}, versionShift = 0) => {
    const block = await first(known);
    return { query: { id: block._id }, body: { version: block.version + versionShift, block: { ...inputOf(block), ...overrides } }, token: admin(known) };
  };
  const inputErrors = (request: (known: Known, overrides: Partial<CommercialInput>) => CallOptions | Promise<CallOptions>) => ({
    [ADMIN_COMMERCIAL_ERRORS.textMissing]: { request: (known: Known) => request(known, { data: { en: text(''), 'zh-cn': text('契约赞助'), 'zh-tw': text('契約贊助') } }) },
    [ADMIN_COMMERCIAL_ERRORS.noLocale]: { request: (known: Known) => request(known, { locales: [] }) },
    [ADMIN_COMMERCIAL_ERRORS.linkInvalid]: { request: (known: Known) => request(known, { href: 'javascript:alert(1)' }) },
    [ADMIN_COMMERCIAL_ERRORS.endBeforeStart]: {
      request: (known: Known) => request(known, { startAt: '2030-05-02T00:00:00.000Z', endAt: '2030-05-01T00:00:00.000Z' }),
    },
    [ADMIN_COMMERCIAL_ERRORS.unknownSection]: { request: (known: Known) => request(known, { pageType: 'categoryPage', categoryId: BOGUS }) },
  });

  return [
    {
      endpoint: listAdminCommercial,
      valid: (known) => ({ query: { pageType: 'articlePage' }, token: admin(known) }),
      bad: { query: { pageType: 'homePage' } },
      errors: {},
    },
    {
      endpoint: createAdminCommercial,
      valid: (known) => ({ body: input(known), token: admin(known) }),
      validIsDestructive: true,
      authProbe: (known) => ({ body: input(known) }),
      bad: { body: { pageType: 'articlePage', position: 'middle' } },
      errors: inputErrors(invalid),
    },
    {
      endpoint: saveAdminCommercial,
      valid: (known) => saveFirst(known),
      validIsDestructive: true,
      bad: { query: { id: 'x' }, body: { version: 0 } },
      errors: {
        [ADMIN_COMMERCIAL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { version: 1, block: input(known) }, token: admin(known) }) },
        [ADMIN_COMMERCIAL_ERRORS.versionConflict]: { request: (known) => saveFirst(known, {}, 1000) },
        ...inputErrors(saveFirst),
      },
    },
    {
      endpoint: switchAdminCommercial,
      // Switched on again: the site keeps showing it.
      valid: async (known) => ({ query: { id: (await first(known))._id }, body: { enabled: true }, token: admin(known) }),
      validIsDestructive: true,
      bad: { query: { id: 'x' }, body: { enabled: 'yes' } },
      errors: { [ADMIN_COMMERCIAL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { enabled: true }, token: admin(known) }) } },
    },
    {
      endpoint: orderAdminCommercial,
      // The same order again.
      valid: async (known) => ({ body: { pageType: 'mainPage', ids: (await blocks(known)).map((block) => block._id) }, token: admin(known) }),
      validIsDestructive: true,
      bad: { body: { pageType: 'mainPage', ids: 'all' } },
      errors: {
        [ADMIN_COMMERCIAL_ERRORS.orderChanged]: {
          request: async (known) => ({ body: { pageType: 'mainPage', ids: (await blocks(known)).slice(1).map((block) => block._id) }, token: admin(known) }),
        },
      },
    },
    {
      endpoint: deleteAdminCommercial,
      valid: async (known) => {
        const block = await created(known);
        return { query: { id: block._id, version: block.version }, token: admin(known) };
      },
      validIsDestructive: true,
      authProbe: async (known) => ({ query: { id: (await first(known))._id, version: 1 } }),
      bad: { query: { id: 'x', version: 0 } },
      errors: {
        [ADMIN_COMMERCIAL_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS, version: 1 }, token: admin(known) }) },
        [ADMIN_COMMERCIAL_ERRORS.versionConflict]: {
          request: async (known) => {
            const block = await first(known);
            return { query: { id: block._id, version: block.version + 1000 }, token: admin(known) };
          },
        },
      },
    },
  ];
}

/** The endpoints the suite has cases for: a test checks that every endpoint the contracts declare is among them. */
export function suiteEndpoints(): EndpointSpec[] {
  return cases({ base: 'http://127.0.0.1', destructive: false, mailbox: false, reader: { email: '', password: '' } }).map(
    (entry) => entry.endpoint,
  );
}

/** The dev-only endpoints exist on the mocks alone. */
export const DEV_ENDPOINTS: readonly EndpointSpec[] = [readMailbox, clearMailbox, resetMockData];

async function discover(base: string): Promise<Known> {
  const json = async <T,>(reply: Promise<Reply>) => (await reply).json as T;
  const { categories } = await json<{ categories: Category[] }>(callEndpoint(base, getCategories));
  const category = categories.find((c) => c.kind === 'articles') ?? categories[0];
  if (!category) throw new Error('the server has no categories');
  const articles = await json<{ items: { slug: string }[] }>(callEndpoint(base, listArticles, { query: { pageSize: 50 } }));
  const posts = await json<{ items: { slug: string }[] }>(callEndpoint(base, listPosts, { query: { pageSize: 50 } }));
  const details = await Promise.all(
    articles.items.map((a) =>
      json<{ article: Article; comments: { _id: string; userId: string }[]; poll?: Poll }>(callEndpoint(base, getArticle, { query: { slug: a.slug } })),
    ),
  );
  const postDetails = await Promise.all(
    posts.items.map((p) => json<{ post: Post; comments: { _id: string }[]; poll?: Poll }>(callEndpoint(base, getPost, { query: { slug: p.slug } }))),
  );
  const polls = [...details, ...postDetails].flatMap((d) => (d.poll ? [d.poll] : []));
  const withComments = details.find((d) => d.comments.length > 0) ?? details[0];
  const other = details.find((d) => d.article._id !== withComments?.article._id);
  const postWithComments = postDetails.find((d) => d.comments.length > 0) ?? postDetails[0];
  if (!withComments || !postWithComments) throw new Error('the server has no articles or posts');
  return {
    token: null,
    userId: null,
    userName: 'reader',
    adminToken: null,
    roleTokens: {},
    category,
    multimedia: categories.find((c) => c.kind === 'multimedia'),
    article: withComments.article,
    otherArticleSlug: other?.article.slug ?? BOGUS,
    articleCommentId: withComments.comments[0]?._id,
    post: postWithComments.post,
    postCommentId: postWithComments.comments[0]?._id,
    comments: details.flatMap((d) => d.comments),
    openPoll: polls.find((p) => !p.closed && !p.votedVariantId),
    closedPoll: polls.find((p) => p.closed),
  };
}

function expectKeeps(endpoint: EndpointSpec, reply: Reply, strict: boolean) {
  const [error] = endpoint.response.validate(reply.json, { coerce: false, mask: !strict });
  expect(error?.message, `${endpoint.method} ${endpoint.path} reply breaks its contract`).toBeUndefined();
}

export const ADDED = 'addedByANewerServer';

/** The reply as a newer server might send it: one more field in every object, at every depth. */
export function withAddedFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withAddedFields);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = { [ADDED]: { nested: [1, 'two'] } };
  for (const [key, item] of Object.entries(value)) copy[key] = withAddedFields(item);
  return copy;
}

function expectError(reply: Reply, status: number | number[], message?: string) {
  expect(ApiErrorBody.is(reply.json), `error body ${JSON.stringify(reply.json)}`).toBe(true);
  if (Array.isArray(status)) expect(status).toContain(reply.status);
  else expect(reply.status).toBe(status);
  if (message) expect((reply.json as { message: string }).message).toBe(message);
}

/** Whether the endpoint's query takes a page (the paged lists). */
function isPaged(endpoint: EndpointSpec): boolean {
  const schema: unknown = endpoint.query?.schema;
  return typeof schema === 'object' && schema !== null && 'page' in schema;
}

/** Bad input every endpoint with a body must refuse with a 4xx error body, never a 5xx (issue 16 item 8). */
function badBodies(endpoint: EndpointSpec): [string, number, CallOptions][] {
  const multipart = endpoint.encoding === 'multipart';
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const cases: [string, number, CallOptions][] = [
    ['a body of another content type', 415, { rawBody: 'email=a%40example.com', contentType: 'application/x-www-form-urlencoded' }],
    ['text sent as text/plain', 415, { rawBody: '{"email":"a@example.com"}', contentType: 'text/plain' }],
  ];
  if (multipart) {
    cases.push(['JSON where multipart is required', 415, { rawBody: '{"email":"a@example.com"}' }]);
    return cases;
  }
  const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  cases.push(
    ['a body over the size limit', 413, { rawBody: `{"padding":"${'x'.repeat(REQUEST_LIMITS.jsonBytes)}"}` }],
    ['invalid JSON', 400, { rawBody: '{"email": tru' }],
    ['JSON nested 10,000 deep', 400, { rawBody: deep }],
    ['invalid UTF-8', 400, { rawBody: invalidUtf8 }],
  );
  return cases;
}

const BAD_PAGING = ['page=-1', 'page=NaN', 'page=0', 'page=1.5', 'pageSize=-5', 'pageSize=Infinity', 'page=1e3', 'page='];

export function contractSuite(options: SuiteOptions): void {
  let known: Known;
  beforeAll(async () => {
    known = await discover(options.base);
  });
  beforeEach(async () => {
    if (options.resetBetweenTests) expect((await callEndpoint(options.base, resetMockData)).status).toBe(200);
    const reply = await callEndpoint(options.base, signIn, { body: { ...options.reader, locale: 'en' } });
    const signedIn = reply.json as { user?: { _id: string; userName: string }; token?: string };
    known.token = signedIn.token ?? null;
    known.userId = signedIn.user?._id ?? null;
    known.userName = signedIn.user?.userName ?? 'reader';
    const editor = await callEndpoint(options.base, adminSignIn, { body: options.editor ?? SEED_EDITOR });
    known.adminToken = (editor.json as { token?: string }).token ?? null;
    known.roleTokens = {};
  });
  const canRun = (destructive?: boolean, mailbox?: boolean) =>
    (!destructive || options.destructive) && (!mailbox || options.mailbox);

  securityChecks(options, () => known);
  editionChecks(options, () => known);
  inboxChecks(options, () => known);
  frontPageChecks(options, () => known);
  readerChecks(options, () => known);
  postChecks(options, () => known);
  writerChecks(options, () => known);
  multimediaChecks(options, () => known);
  newsletterChecks(options, () => known);
  roleChecks(options, () => known, () => cases(options));
  seoChecks(options, () => known);
  previewChecks(options, () => known);

  for (const entry of cases(options)) {
    const { endpoint } = entry;
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      // One call for both checks: a valid request may change the server (a vote counts once).
      it.runIf(canRun(entry.validIsDestructive, entry.validNeedsMailbox))(
        'answers a valid request within its contract, which the client reads with a field added to every object',
        async () => {
          const reply = await callEndpoint(options.base, endpoint, await entry.valid(known));
          expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(300);
          expectKeeps(endpoint, reply, options.strictReplies ?? false);
          const widened = withAddedFields(reply.json);
          expect(JSON.stringify(widened)).toContain(ADDED);
          const read: unknown = readResponse(endpoint, widened);
          expect(JSON.stringify(read)).not.toContain(ADDED);
          expect(read).toEqual(readResponse(endpoint, reply.json));
        },
      );

      it('has a case for each error text it documents', () => {
        // Its own texts; a case for a generic one (401, 403, …) is welcome besides.
        const own = (texts: readonly string[]) => texts.filter((text) => !Object.values(GENERIC_ERRORS).includes(text as never)).sort();
        expect(own(Object.keys(entry.errors))).toEqual(own(endpoint.errors));
      });

      for (const [text, errorCase] of Object.entries(entry.errors)) {
        it.runIf(canRun(errorCase.destructive, errorCase.mailbox))(`answers '${text}'`, async (context) => {
          if (errorCase.when && !errorCase.when(known)) {
            context.skip();
            return;
          }
          const reply = await callEndpoint(options.base, endpoint, await errorCase.request(known));
          expectError(reply, [400, 401, 403, 404, 409, 410, 413], text);
        });
      }

      if (entry.bad) {
        const bad = entry.bad;
        it('answers 400 to a request its contract rejects', async () => {
          const token = tokenFor(endpoint, known);
          expectError(await callEndpoint(options.base, endpoint, { ...bad, token }), 400);
        });
      }

      if (endpoint.idempotent) {
        // Repeating a key repeats the first answer and changes nothing: a reset link used twice under one key
        // still answers 'updated', where a second use without it answers 'Token already used'.
        it.runIf(canRun(entry.validIsDestructive, entry.validNeedsMailbox))('answers a repeated Idempotency-Key with the first answer', async () => {
          const request = { ...(await entry.valid(known)), idempotencyKey: `contract-${crypto.randomUUID()}` };
          const first = await callEndpoint(options.base, endpoint, request);
          expect(first.status, JSON.stringify(first.json)).toBeLessThan(300);
          const again = await Promise.all([callEndpoint(options.base, endpoint, request), callEndpoint(options.base, endpoint, request)]);
          // The same status and body (the headers may differ in their Date, a second later).
          for (const reply of again) expect({ status: reply.status, json: reply.json }).toEqual({ status: first.status, json: first.json });
        });

        it.runIf(canRun(entry.validIsDestructive, entry.validNeedsMailbox))('answers 400 to a malformed Idempotency-Key', async () => {
          const request = await entry.valid(known);
          expectError(await callEndpoint(options.base, endpoint, { ...request, idempotencyKey: 'has spaces in it' }), 400);
        });
      }

      if (endpoint.body) {
        const refusals = badBodies(endpoint);
        it.each(refusals)('refuses %s with %i and an error body, never a 5xx', async (_name, status, request) => {
          const token = tokenFor(endpoint, known);
          // A valid query (the comments' article and reader), so it is the body that is refused.
          const query = endpoint.query ? (await entry.valid(known)).query : undefined;
          expectError(await callEndpoint(options.base, endpoint, { ...request, query, token }), status);
        });
      }

      if (isPaged(endpoint)) {
        it.each(BAD_PAGING)('refuses paging %s with 400', async (rawQuery) => {
          const request = await entry.valid(known);
          const query = new URLSearchParams(
            Object.entries(request.query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
          );
          expectError(await callEndpoint(options.base, endpoint, { rawQuery: `${query.toString()}&${rawQuery}`, token: tokenFor(endpoint, known) }), 400);
        });
      }

      if (endpoint.query) {
        it('refuses a query that is not valid UTF-8 with 400', async () => {
          const token = tokenFor(endpoint, known);
          expectError(await callEndpoint(options.base, endpoint, { rawQuery: 'q=%FF%FE', token }), 400);
        });
      }

      if (endpoint.auth === 'admin') {
        it("answers 401 without a token, 403 with a reader's, 401 with an unknown one", async () => {
          const request = await (entry.authProbe ?? entry.valid)(known);
          expectError(await callEndpoint(options.base, endpoint, { ...request, token: 'none' }), 401, GENERIC_ERRORS.unauthorized);
          expectError(await callEndpoint(options.base, endpoint, { ...request, token: known.token ?? 'none' }), 403, GENERIC_ERRORS.adminOnly);
          expectError(await callEndpoint(options.base, endpoint, { ...request, token: 'not-a-real-token' }), 401, GENERIC_ERRORS.sessionExpired);
        });
      }

      if (endpoint.auth === 'bearer') {
        it('answers 401 without a token, and with a wrong one', async () => {
          const request = await (entry.authProbe ?? entry.valid)(known);
          expectError(await callEndpoint(options.base, endpoint, { ...request, token: 'none' }), 401, GENERIC_ERRORS.unauthorized);
          expectError(await callEndpoint(options.base, endpoint, { ...request, token: 'not-a-real-token' }), 401, GENERIC_ERRORS.sessionExpired);
        });
      }
    });
  }
}

/**
 * Issue 17: what an outside probe got through, each refused. Cases that change data or lock the caller out for
 * a while (rate limits per address) run against the mocks only; the rest run against any server.
 */
/**
 * An article may exist in some editions only (issue 14): a reader who names their edition never gets one that is
 * missing there, in a list, on the front page or as a page; the editions it has name only themselves.
 */
function editionChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  describe('editions: a reader gets only what exists in their edition', () => {
    it.runIf(options.destructive)('an article published in Chinese only is a 404 in English and absent from its lists', async () => {
      const known = current();
      const token = known.adminToken ?? 'none';
      const alias = `contract-editions-${Date.now().toString(36)}`;
      const chinese = (title: string) => ({ title, standfirst: `${title}。`, body: `<p>${title}。</p>`, imageAlt: title });
      const body: ArticleInput = {
        alias,
        category: textIn(known.article.data, 'en').category,
        subcategory: null,
        authorId: known.article.authorId,
        image: known.article.image,
        data: { en: { title: '', standfirst: '', body: '', imageAlt: '' }, 'zh-cn': chinese('只有中文'), 'zh-tw': chinese('只有中文') },
      };
      const created = await callEndpoint(base, createAdminArticle, { body, token });
      const draft = (created.json as { article: AdminArticle }).article;
      const published = await callEndpoint(base, setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'published' }, token });
      expect(published.status, JSON.stringify(published.json)).toBe(200);

      expectError(await callEndpoint(base, getArticle, { query: { slug: alias, locale: 'en' } }), 404, CONTENT_ERRORS.articleNotFound);
      const page = await callEndpoint(base, getArticle, { query: { slug: alias, locale: 'zh-tw' } });
      expect(page.status).toBe(200);
      expect(Object.keys((page.json as { article: Article }).article.data).sort()).toEqual(['zh-cn', 'zh-tw']);
      for (const locale of ['en', 'zh-tw'] as const) {
        const list = (await callEndpoint(base, listArticles, { query: { locale, pageSize: 50 } })).json as { items: { slug: string; data: object }[] };
        for (const item of list.items) expect(Object.keys(item.data), item.slug).toContain(locale);
        expect(list.items.some((item) => item.slug === alias)).toBe(locale === 'zh-tw');
        const home = (await callEndpoint(base, getMainSections, { query: { locale } })).json as { front: FrontStory[]; latest: { slug: string }[] };
        const stories = [...home.front.map((story) => story.article), ...home.latest];
        expect(stories.some((item) => item.slug === alias)).toBe(locale === 'zh-tw');
      }
    });
  });
}

function securityChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const signUpBody = (email: string, redirectUrl: string) => ({
    email,
    password: 'a-long-password',
    firstName: 'Eve',
    lastName: 'Probe',
    userName: `probe${Date.now().toString(36)}${(unique += 1)}`,
    locale: 'en',
    draft: { draftLikeArticle: { articleId: current().article._id }, redirectUrl },
  });

  const signInToken = async () => {
    const reply = await callEndpoint(base, signIn, { body: { ...options.reader, locale: 'en' } });
    const token = (reply.json as { token?: string }).token;
    if (!token) throw new Error(`the reader could not sign in: ${JSON.stringify(reply.json)}`);
    return token;
  };
  const expectExpired = async (token: string) =>
    expectError(await callEndpoint(base, profile, { token }), 401, GENERIC_ERRORS.sessionExpired);

  describe('security: sign-out ends the session on the server', () => {
    it('after sign-out the token is refused like an expired one, sign-out included', async () => {
      const token = await signInToken();
      expect((await callEndpoint(base, profile, { token })).status).toBe(200);
      const reply = await callEndpoint(base, signOut, { token });
      expect(reply.status).toBe(200);
      expectKeeps(signOut, reply, options.strictReplies ?? false);
      await expectExpired(token);
      expectError(await callEndpoint(base, signOut, { token }), 401, GENERIC_ERRORS.sessionExpired);
    });

    it('signing out one device leaves the others signed in', async () => {
      const [phone, laptop] = [await signInToken(), await signInToken()];
      await callEndpoint(base, signOut, { token: phone });
      await expectExpired(phone);
      expect((await callEndpoint(base, profile, { token: laptop })).status).toBe(200);
    });

    it(`a reader keeps at most ${MAX_SESSIONS_PER_USER} sessions: one more sign-in ends the oldest`, async () => {
      const tokens: string[] = [];
      for (let i = 0; i <= MAX_SESSIONS_PER_USER; i += 1) tokens.push(await signInToken());
      await expectExpired(tokens[0] ?? '');
      for (const token of tokens.slice(1)) expect((await callEndpoint(base, profile, { token })).status).toBe(200);
    });
  });

  /** The 429 a careful API answers: the generic text, and the wait as Retry-After and in the body. */
  const expectLimited = (reply: Reply, windowMs: number) => {
    expectError(reply, 429, GENERIC_ERRORS.tooManyRequests);
    const header = Number(reply.headers.get('Retry-After'));
    expect(Number.isInteger(header) && header >= 1 && header <= windowMs / 1000, `Retry-After ${header}`).toBe(true);
    expect((reply.json as { retryAfter?: number }).retryAfter).toBe(header);
  };
  const attempt = (email: string, password: string) => callEndpoint(base, signIn, { body: { email, password, locale: 'en' } });

  describe('security: rate limits', () => {
    const perLogin = RATE_LIMITS.signInFailuresPerLogin;
    it(`sign-in: ${perLogin.max} failures for one login, then 429 with Retry-After (an unknown login alike)`, async () => {
      const login = fresh('guess');
      for (let i = 0; i < perLogin.max; i += 1) expectError(await attempt(login, `guess-${i}`), 404, USER_ERRORS.noUser);
      expectLimited(await attempt(login, 'guess-again'), perLogin.windowMs);
      // Another login from the same caller is not held up by this one.
      expectError(await attempt(fresh('other'), 'whatever-1'), 404, USER_ERRORS.noUser);
    });

    it.runIf(options.destructive)('sign-in: once limited, even the right password waits', async () => {
      const email = fresh('locked');
      const body = { ...signUpBody(email, '/en/'), userName: `locked${Date.now().toString(36)}${(unique += 1)}` };
      expect((await callEndpoint(base, signUp, { body })).status).toBe(200);
      for (let i = 0; i < perLogin.max; i += 1) expectError(await attempt(email, `wrong-${i}`), 401, USER_ERRORS.invalidPassword);
      expectLimited(await attempt(email, body.password), perLogin.windowMs);
    });

    const resets = RATE_LIMITS.resetMailsPerRecipient;
    it(`forgot password: ${resets.max} requests for one address, then 429 (an unknown address alike)`, async () => {
      const email = fresh('reset-flood');
      for (let i = 0; i < resets.max; i += 1) {
        expectError(await callEndpoint(base, forgotPassword, { query: { email, locale: 'en' } }), 404, USER_ERRORS.notFound);
      }
      expectLimited(await callEndpoint(base, forgotPassword, { query: { email, locale: 'en' } }), resets.windowMs);
    });

    const verifications = RATE_LIMITS.verificationMailsPerRecipient;
    it.runIf(options.destructive)(`verification mails: ${verifications.max} to one address, then 429`, async () => {
      const email = fresh('verify-flood');
      const body = { ...signUpBody(email, '/en/'), userName: `flood${Date.now().toString(36)}${(unique += 1)}` };
      expect((await callEndpoint(base, signUp, { body })).status).toBe(200);
      // The sign-up sent the first; each unverified sign-in sends another.
      for (let i = 1; i < verifications.max; i += 1) expectError(await attempt(email, body.password), 403, USER_ERRORS.notVerified);
      expectLimited(await attempt(email, body.password), verifications.windowMs);
      if (options.mailbox) {
        const reply = await callEndpoint(base, readMailbox, { query: { to: email } });
        expect((reply.json as { messages: unknown[] }).messages).toHaveLength(verifications.max);
      }
    });
  });

  describe("security: a comment is signed with the reader's own name", () => {
    it.runIf(options.destructive).each(['Huanyu Editors (official)', 'Xiaoming Wang', ''])(
      'the body says %j: the comment carries the stored name (or the request is refused)',
      async (claimed) => {
        const { token, userId, article, post } = current();
        if (!token || !userId) throw new Error('the reader did not sign in');
        const me = (await callEndpoint(base, profile, { token })).json as { user: { firstName: string; lastName: string } };
        // The stored name as the site shows it (decision 066), whatever the body claims.
        const ownName = personName(me.user);
        for (const [endpoint, query] of [
          [commentArticle, { articleId: article._id, userId }],
          [commentPost, { postId: post._id, userId }],
        ] as const) {
          const reply = await callEndpoint(base, endpoint, { query, body: { userName: claimed, text: 'Signed by whom?' }, token });
          if (claimed === '') {
            expectError(reply, 400);
            continue;
          }
          expect(reply.status, JSON.stringify(reply.json)).toBe(200);
          expect((reply.json as { comment: { userName: string; userId: string } }).comment).toMatchObject({ userName: ownName, userId });
        }
      },
    );
  });

  describe('security: a draft only ever redirects to a path on this site', () => {
    it.each(['javascript:alert(document.domain)', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example'])(
      'sign-up refuses the redirect %j with 400, and creates no account',
      async (redirectUrl) => {
        const email = fresh('redirect');
        const reply = await callEndpoint(base, signUp, { body: signUpBody(email, redirectUrl) });
        expectError(reply, 400);
        expect((reply.json as { field?: string }).field).toBe('draft.redirectUrl');
        // Nobody was created: the address has no account ('User is not found'). Asked through forgot-password,
        // which counts per recipient, so the check spends none of this caller's sign-in failures.
        expectError(await callEndpoint(base, forgotPassword, { query: { email, locale: 'en' } }), 404, USER_ERRORS.notFound);
      },
    );

    it.runIf(options.destructive && options.mailbox)('a same-origin redirect is kept and handed back once, by the link that verifies and signs in', async () => {
      const email = fresh('redirect-ok');
      expect((await callEndpoint(base, signUp, { body: signUpBody(email, '/en/privacy') })).status).toBe(200);
      const verified = await callEndpoint(base, verifyEmail, { query: { token: await mailedLink(base, email, 'verifyEmail') } });
      expect((verified.json as { user?: { draft?: { redirectUrl?: string } } }).user?.draft?.redirectUrl).toBe('/en/privacy');
      const next = await callEndpoint(base, signIn, { body: { email, password: 'a-long-password', locale: 'en' } });
      expect((next.json as { user: { draft?: unknown } }).user.draft).toBeUndefined();
    });
  });
}
