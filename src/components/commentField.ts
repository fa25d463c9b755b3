import { COMMENT_MAX_LENGTH } from '../../contracts/communityShapes';

/** The comment box's field attributes: the same on the form (CommentForm) and on its placeholder. */
export const COMMENT_FIELD = { name: 'text', rows: 4, maxLength: COMMENT_MAX_LENGTH, required: true } as const;
