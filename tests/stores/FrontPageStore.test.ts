/**
 * "Front page" on the desk (issue 25 item 1): per edition, the editor puts stories in the lead and the places under
 * it, orders them by keyboard or drag (one `move`), gives a place its own headline and picture, and leaves the rest
 * to the rule, whose stories the desk shows as readers will get them; saved per edition with the version it was
 * opened at, and readers' home store reading it at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_LIMITS } from '../../contracts/adminFrontPage';
import { SEED_ADMIN, SEED_SECOND_ADMIN } from '../../mocks/seedDb';
import { MemoryStorage } from '../../src/lib/storage';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { createTestStore } from '../render';

const jpeg = () => new File([new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a03.jpg')))], 'front.jpg', { type: 'image/jpeg' });

async function signedInDesk(editor: { email: string; password: string } = SEED_ADMIN) {
  const root = createTestStore({ storage: new MemoryStorage() });
  if (!root.admin.authenticated) expect(await root.admin.signIn({ email: editor.email, password: editor.password })).toBeUndefined();
  const desk = new AdminDeskStore(root);
  await desk.front.load();
  expect(desk.front.loadStatus).toBe('ready');
  return { desk, front: desk.front };
}

describe('FrontPageStore', () => {
  it('opens every edition with its places empty: the rule puts the newest stories there, and the desk shows them', async () => {
    const { front } = await signedInDesk();
    expect(front).toMatchObject({ dirty: false, saveState: 'saved' });
    const places = front.placesOf('zh-cn');
    expect(places).toHaveLength(FRONT_LIMITS.places);
    expect(places.every((place) => !place.placed)).toBe(true);
    expect(places.map((place) => place.story?._id)).toEqual(front.candidates['zh-cn'].slice(0, FRONT_LIMITS.places).map((story) => story._id));
  });

  it('an editor puts an older story in the lead with its own headline; the rule fills the rest; readers get it at once', async () => {
    const { front } = await signedInDesk();
    const stories = front.candidates['zh-tw'];
    const older = stories[12]!;
    front.choose('zh-tw', 0, older._id);
    front.setHeadline('zh-tw', 0, '編輯選的頭條');
    expect(front).toMatchObject({ dirty: true, saveState: 'unsaved' });
    // The desk says what readers will see: the editor's lead, then the newest stories after it.
    expect(front.placesOf('zh-tw').map((place) => place.story?._id).slice(0, 3)).toEqual([older._id, stories[0]!._id, stories[1]!._id]);
    expect(await front.save()).toBe(true);
    expect(front).toMatchObject({ success: 'saved', dirty: false, error: null });

    const reader = createTestStore({ locale: 'zh-tw' });
    await reader.home.load();
    const lead = reader.home.sections.data?.front[0];
    expect(lead).toMatchObject({ article: { _id: older._id }, headline: '編輯選的頭條' });
    // Other editions keep their own front.
    const english = createTestStore({ locale: 'en' });
    await english.home.load();
    expect(english.home.sections.data?.front[0]?.article._id).not.toBe(older._id);
  });

  it('orders the places by moves (keyboard or drop alike): the places between shift, the move is remembered', async () => {
    const { front } = await signedInDesk();
    const [a, b, c] = front.candidates.en;
    front.choose('en', 0, a!._id);
    front.choose('en', 1, b!._id);
    front.choose('en', 2, c!._id);
    front.move('en', 2, 0);
    expect(front.values?.en.places.slice(0, 3).map((place) => place?.articleId)).toEqual([c!._id, a!._id, b!._id]);
    expect(front.moved).toEqual({ edition: 'en', from: 2, to: 0 });
    // A drag dropped on a place is the same move; a drag that ends elsewhere moves nothing.
    front.startDrag('en', 0);
    front.dropOn('en', 1);
    expect(front.values?.en.places.slice(0, 2).map((place) => place?.articleId)).toEqual([a!._id, c!._id]);
    front.startDrag('en', 1);
    front.endDrag();
    front.dropOn('en', 0);
    expect(front.values?.en.places[1]?.articleId).toBe(c!._id);
    front.move('en', 1, 0);
    // Past either end nothing moves.
    front.move('en', 0, -1);
    front.move('en', FRONT_LIMITS.places - 1, FRONT_LIMITS.places);
    expect(front.values?.en.places[0]?.articleId).toBe(c!._id);
    // A story chosen for another place leaves its old one (never twice on the front).
    front.choose('en', 5, c!._id);
    expect(front.values?.en.places[0]).toBeNull();
    expect(front.values?.en.places[5]?.articleId).toBe(c!._id);
  });

  it('"most liked" fills the empty places by likes among the newest', async () => {
    const { front } = await signedInDesk();
    front.setFill('en', 'mostLiked');
    const likes = front.placesOf('en').map((place) => place.story?.likes ?? 0);
    expect(likes).toEqual([...likes].sort((x, y) => y - x));
    expect(await front.save()).toBe(true);
  });

  it('a headline over the limit is said at once and not sent; a picture is checked, uploaded and kept with its place', async () => {
    const { front } = await signedInDesk();
    const story = front.candidates.en[3]!;
    front.choose('en', 0, story._id);
    front.setHeadline('en', 0, 'x'.repeat(FRONT_LIMITS.headline + 1));
    expect(front.problemFor('en', 0)).toEqual({ edition: 'en', place: 0, kind: 'tooLong', max: FRONT_LIMITS.headline });
    expect(front.troubled('en')).toBe(true);
    expect(await front.save()).toBe(false);
    expect(front.error).toEqual({ kind: 'invalid' });
    front.setHeadline('en', 0, 'A shorter headline');
    expect(front.error).toBeNull();

    expect(await front.uploadPicture('en', 0, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toBe(false);
    expect(front.error).toEqual({ kind: 'imageType' });
    expect(await front.uploadPicture('en', 0, jpeg())).toBe(true);
    expect(front).toMatchObject({ success: 'pictureUploaded', uploading: null });
    expect(front.values?.en.places[0]?.image?.path).toMatch(/^\/api\/media\/pictures\//);
    expect(await front.save()).toBe(true);
    front.removePicture('en', 0);
    expect(front.values?.en.places[0]).toEqual({ articleId: story._id, headline: 'A shorter headline' });
  });

  it('someone else saved the edition since: the conflict shows what differs by title; saving mine overwrites knowingly', async () => {
    const mine = await signedInDesk();
    const theirs = await signedInDesk(SEED_SECOND_ADMIN);
    const [first, second] = mine.front.candidates['zh-cn'];
    theirs.front.choose('zh-cn', 0, second!._id);
    expect(await theirs.front.save()).toBe(true);
    mine.front.choose('zh-cn', 0, first!._id);
    expect(await mine.front.save()).toBe(false);
    expect(mine.front.saveState).toBe('conflict');
    expect(mine.front.conflict).toMatchObject({ edition: 'zh-cn', updatedBy: SEED_SECOND_ADMIN.name });
    expect(mine.front.differences).toEqual([{ edition: 'zh-cn', place: 0, field: 'story', theirs: second!.title, mine: first!.title }]);
    expect(await mine.front.saveMine()).toBe(true);
    expect(mine.front).toMatchObject({ success: 'saved', conflict: null });
  });
});
