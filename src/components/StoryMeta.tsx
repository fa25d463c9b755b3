import { FormattedDate, FormattedMessage } from 'react-intl';

export interface StoryMetaProps {
  readonly publishedAt: string;
  readonly readingMinutes?: number;
  readonly likes?: number;
  readonly comments?: number;
  readonly author?: string;
}

/** The small line under a story's title: date in the reader's calendar style, and counts in their numbers. */
export function StoryMeta({ publishedAt, readingMinutes, likes, comments, author }: StoryMetaProps) {
  return (
    <>
      {author !== undefined && <span>{author}</span>}
      <time dateTime={publishedAt}>
        <FormattedDate value={publishedAt} year="numeric" month="short" day="numeric" />
      </time>
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
