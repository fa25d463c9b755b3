/** Every rule of the API, for both bindings: the MSW mock (mocks/handlers.ts) and the real server (src/apiServer/). */
import { accountRules } from './account';
import { accountEmailRules } from './accountEmail';
import { adminRules } from './admin';
import { adminArticleRules, pictureFiles } from './adminArticles';
import { adminCommentRules } from './adminComments';
import { adminCommercialRules } from './adminCommercial';
import { adminInboxRules, inboxFileRoute } from './adminInbox';
import { adminMediaRules } from './adminMedia';
import { adminMultimediaRules } from './adminMultimedia';
import { adminNewsletterRules } from './adminNewsletters';
import { adminPageRules, audioFileRoute } from './adminPages';
import { adminPollRules } from './adminPolls';
import { adminPostRules } from './adminPosts';
import { adminReaderRules } from './adminReaders';
import { adminSectionRules } from './adminSections';
import { adminTopicRules } from './adminTopics';
import { adminWriterRules } from './adminWriters';
import { articlePreviewRules } from './articlePreviews';
import { adminTeamRules } from './adminTeam';
import { communityRules } from './community';
import { contactRules } from './contact';
import { contentRules } from './content';
import { newsletterChoiceRules } from './newsletterChoices';
import { newsletterIssueRules } from './newsletterIssues';
import { devRules } from './dev';
import { frontPageRules } from './frontPages';
import type { FileRoute, Rule } from './rule';
import { subscriptionRules } from './subscription';
import { userRules } from './user';
import { videoFileRoute } from './videos';
import { weatherRules } from './weather';

// A list of rules of different endpoints: each keeps its own types where it is written.
export const RULES: readonly Rule[] = [
  ...userRules,
  ...accountRules,
  ...accountEmailRules,
  ...newsletterChoiceRules,
  ...communityRules,
  ...subscriptionRules,
  ...contactRules,
  ...contentRules,
  ...weatherRules,
  ...adminRules,
  ...adminArticleRules,
  ...articlePreviewRules,
  ...adminCommentRules,
  ...adminInboxRules,
  ...adminReaderRules,
  ...adminPostRules,
  ...adminWriterRules,
  ...adminTopicRules,
  ...adminNewsletterRules,
  ...newsletterIssueRules,
  ...adminPollRules,
  ...adminPageRules,
  ...adminMediaRules,
  ...adminMultimediaRules,
  ...frontPageRules,
  ...adminSectionRules,
  ...adminCommercialRules,
  ...adminTeamRules,
  ...devRules,
] as readonly Rule[];

export const FILE_ROUTES: readonly FileRoute[] = [pictureFiles, audioFileRoute, inboxFileRoute, videoFileRoute];
