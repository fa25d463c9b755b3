/**
 * Which desk screens a role is shown (docs/decisions/089): each screen, by the first segment of its address, needs
 * the role of the calls it is made of, read from their contracts, so the desk and the API cannot disagree. A screen
 * a role may not use is left out of the navigation, not shown disabled.
 */
import { listAdminArticles } from '../../../contracts/adminArticles';
import { setAdminCommentState } from '../../../contracts/adminComments';
import { saveAdminCommercial } from '../../../contracts/adminCommercial';
import type { DeskRole } from '../../../contracts/common';
import { saveAdminFrontPage } from '../../../contracts/adminFrontPage';
import { listInbox } from '../../../contracts/adminInbox';
import { listAdminMedia } from '../../../contracts/adminMedia';
import { saveAdminMultimedia } from '../../../contracts/adminMultimedia';
import { listSubscribers } from '../../../contracts/adminNewsletters';
import { listAdminReaders } from '../../../contracts/adminReaders';
import { saveAdminTopic } from '../../../contracts/adminTopics';
import { saveAdminWriter } from '../../../contracts/adminWriters';
import { saveAdminMainPage } from '../../../contracts/adminPages';
import { saveAdminPoll } from '../../../contracts/adminPolls';
import { listAdminPosts } from '../../../contracts/adminPosts';
import { saveAdminSection } from '../../../contracts/adminSections';
import { setDeskRole } from '../../../contracts/adminTeam';

/** The desk's screens in the navigation's order, each with the least role that uses it. */
export const DESK_PLACES = {
  articles: listAdminArticles.role,
  media: listAdminMedia.role,
  multimedia: saveAdminMultimedia.role,
  sections: saveAdminSection.role,
  commercial: saveAdminCommercial.role,
  front: saveAdminFrontPage.role,
  home: saveAdminMainPage.role,
  polls: saveAdminPoll.role,
  comments: setAdminCommentState.role,
  posts: listAdminPosts.role,
  inbox: listInbox.role,
  newsletters: listSubscribers.role,
  readers: listAdminReaders.role,
  writers: saveAdminWriter.role,
  topics: saveAdminTopic.role,
  team: setDeskRole.role,
} as const satisfies Record<string, DeskRole>;

export type DeskPlace = keyof typeof DESK_PLACES;

/**
 * The least role the desk address `path` needs ('/sections', '/articles/art_1'); an address that is no screen needs
 * none above a contributor's (the desk's "not found" answers it).
 */
export function placeRole(path: string): DeskRole {
  const segment = path.split('/').find(Boolean) ?? 'articles';
  return Object.hasOwn(DESK_PLACES, segment) ? DESK_PLACES[segment as DeskPlace] : 'contributor';
}
