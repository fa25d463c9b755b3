import { describe, expect, it } from 'vitest';
import { SEED_EPOCH } from '../mocks/clock';
import { seed } from '../mocks/seed/data';
import { fixtures } from '../mocks/seed/fixtures';

// The named roles other tests rely on are what their names say.
const pollOf = (id: string | undefined) => seed.polls.find((poll) => poll._id === id);

describe('the seed fixtures', () => {
  it('name readers by what they can do', () => {
    expect(fixtures.verifiedReader).toMatchObject({ verified: true, locale: 'en' });
    expect(fixtures.simplifiedReader).toMatchObject({ verified: true, locale: 'zh-cn' });
    expect(fixtures.traditionalReader).toMatchObject({ verified: true, locale: 'zh-tw' });
    expect(fixtures.unverifiedReader.verified).toBe(false);
  });

  it('name stories by their polls', () => {
    expect(Date.parse(pollOf(fixtures.openPollArticle.pollId)!.endsAt)).toBeGreaterThan(SEED_EPOCH);
    expect(Date.parse(pollOf(fixtures.closedPollArticle.pollId)!.endsAt)).toBeLessThan(SEED_EPOCH);
    expect(Date.parse(pollOf(fixtures.openPollPost.pollId)!.endsAt)).toBeGreaterThan(SEED_EPOCH);
    expect(Date.parse(pollOf(fixtures.closedPollPost.pollId)!.endsAt)).toBeLessThan(SEED_EPOCH);
    expect(fixtures.commentedArticle.pollId).toBeUndefined();
    expect(seed.comments.some((comment) => comment.target.id === fixtures.commentedArticle._id)).toBe(true);
    expect(fixtures.plainPost.pollId).toBeUndefined();
  });

  it('name sections by their kind', () => {
    expect(fixtures.articleSection.kind).toBe('articles');
    expect(fixtures.articleSection.subcategories.length).toBeGreaterThan(0);
    expect(fixtures.videoSection.kind).toBe('multimedia');
    expect(fixtures.gallerySection.kind).toBe('multimedia');
    expect(fixtures.gallerySection._id).not.toBe(fixtures.videoSection._id);
  });
});
