import { FormattedDate, FormattedMessage } from 'react-intl';
import { laterUpdate } from '../lib/updatedAt';

export interface StoryMetaProps {
  readonly publishedAt: string;
  /** A later correction or development: the card then says when it was updated instead of when it appeared. */
  readonly updatedAt?: string | undefined;
  readonly readingMinutes?: number;
  readonly likes?: number;
  readonly comments?: number;
  readonly author?: string;
}

/**
 * The small line under a story's title: its date (or, when it has been updated since, the update's) in the reader's
 * calendar style, and counts in their numbers.
 */
export function StoryMeta({ publishedAt, updatedAt, readingMinutes, likes, comments, author }: StoryMetaProps) {
  const updated = laterUpdate(publishedAt, updatedAt);
  return (
    <>
      {author !== undefined && <span>{author}</span>}
      {updated === undefined ? (
        <time dateTime={publishedAt}>
          <FormattedDate value={publishedAt} year="numeric" month="short" day="numeric" />
        </time>
      ) : (
        <time dateTime={updated}>
          <FormattedMessage
            id="story.updated"
            defaultMessage="Updated {date}"
            values={{ date: <FormattedDate value={updated} year="numeric" month="short" day="numeric" /> }}
          />
        </time>
      )}
      {readingMinutes !== undefined && (
        <span>
          <FormattedMessage
            id="story.readingTime"
            defaultMessage="{minutes, plural, one {# min read} other {# min read}}"
            values={{ minutes: readingMinutes }}
          />
        </span>
      )}
      {likes !== undefined && (
        <span>
          <FormattedMessage id="like.count" defaultMessage="{count, plural, one {# like} other {# likes}}" values={{ count: likes }} />
        </span>
      )}
      {comments !== undefined && (
        <span>
          <FormattedMessage
            id="story.comments"
            defaultMessage="{count, plural, =0 {No comments yet} one {# comment} other {# comments}}"
            values={{ count: comments }}
          />
        </span>
      )}
    </>
  );
}
