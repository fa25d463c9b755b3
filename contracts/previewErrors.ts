/**
 * What the API says when a preview link shows no story (contracts/articlePreviews.ts, docs/decisions/105), apart
 * from the shapes: a reader's page tells an expired link from a revoked one by it, and the shapes' module (whose
 * superstruct structs are built when it loads, and which reaches the desk's article contract) then loads only with
 * the preview page's request (docs/decisions/081, 109).
 */
export const PREVIEW_ERRORS = {
  /** 404, field: id. The link to revoke is not one of this article's (or no longer exists). */
  linkNotFound: 'This preview link does not exist',
  /**
   * 409, field: id (making a link); 404, field: token (reading one whose story was emptied since). A reader's page
   * needs a picture and one language written in full.
   */
  nothingToPreview: 'Write one language in full and choose a picture before making a preview link',
  /** 404, field: token. No link has this token (mistyped, or its article was deleted). */
  unknownLink: 'This preview link is not valid',
  /** 410, field: token. The link's time is over. */
  expired: 'This preview link has expired',
  /** 410, field: token. An editor revoked it. */
  revoked: 'This preview link is no longer valid',
} as const;
