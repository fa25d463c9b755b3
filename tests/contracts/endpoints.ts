/**
 * Every endpoint the contracts declare, found by reading the modules' exports rather than by a list someone has
 * to keep: an endpoint added to contracts/*.ts is here at once, and every test built on this list covers it.
 */
import type { EndpointSpec } from '../../contracts/common';
import * as account from '../../contracts/account';
import * as admin from '../../contracts/admin';
import * as adminArticles from '../../contracts/adminArticles';
import * as adminComments from '../../contracts/adminComments';
import * as adminFrontPage from '../../contracts/adminFrontPage';
import * as adminInbox from '../../contracts/adminInbox';
import * as adminNewsletters from '../../contracts/adminNewsletters';
import * as adminPolls from '../../contracts/adminPolls';
import * as adminPosts from '../../contracts/adminPosts';
import * as adminPages from '../../contracts/adminPages';
import * as adminMedia from '../../contracts/adminMedia';
import * as adminMultimedia from '../../contracts/adminMultimedia';
import * as adminReaders from '../../contracts/adminReaders';
import * as adminSections from '../../contracts/adminSections';
import * as adminTopics from '../../contracts/adminTopics';
import * as adminWriters from '../../contracts/adminWriters';
import * as adminTeam from '../../contracts/adminTeam';
import * as adminCommercial from '../../contracts/adminCommercial';
import * as articlePreviews from '../../contracts/articlePreviews';
import * as community from '../../contracts/community';
import * as contact from '../../contracts/contact';
import * as content from '../../contracts/content';
import * as dev from '../../contracts/dev';
import * as subscription from '../../contracts/subscription';
import * as user from '../../contracts/user';
import * as weather from '../../contracts/weather';

/** The contract modules by file name; a new module must be added here (the test below the list checks it). */
export const CONTRACT_MODULES = { account, admin, adminArticles, adminComments, adminFrontPage, adminInbox, adminMedia, adminMultimedia, adminNewsletters, adminCommercial, adminPages, adminPolls, adminPosts, adminReaders, adminSections, adminTeam, adminTopics, adminWriters, articlePreviews, community, contact, content, dev, subscription, user, weather } as const;

export interface NamedEndpoint {
  /** `module.export`, e.g. 'content.getArticle'. */
  readonly name: string;
  readonly module: keyof typeof CONTRACT_MODULES;
  readonly endpoint: EndpointSpec;
}

function isEndpoint(value: unknown): value is EndpointSpec {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'response' in value;
}

export const NAMED_ENDPOINTS: readonly NamedEndpoint[] = Object.entries(CONTRACT_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, EndpointSpec] => isEndpoint(entry[1]))
    .map(([name, endpoint]) => ({ name: `${module}.${name}`, module: module as keyof typeof CONTRACT_MODULES, endpoint })),
);
