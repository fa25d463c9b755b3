/**
 * The desk by role (issue 25 item 8, docs/decisions/089 and 090): each role is shown the screens it may use, a
 * contributor's article editor has no publish controls and saves their draft, and an administrator keeps the
 * team's roles, never leaving the desk without an administrator. Against the mock backend (msw/node).
 */
import { describe, expect, it } from 'vitest';
import { DESK_ROLES, type DeskRole } from '../../contracts/common';
import { seed } from '../../mocks/seed/data';
import { SEED_ADMIN, SEED_CONTRIBUTOR, SEED_EDITOR, SEED_SECOND_ADMIN } from '../../mocks/seedDb';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { NO_FILTERS } from '../../src/stores/admin/ArticlesListStore';
import { DESK_PLACES, type DeskPlace } from '../../src/stores/admin/deskPlaces';
import { createTestStore } from '../render';

const ACCOUNTS: Record<DeskRole, { readonly email: string; readonly password: string }> = {
  contributor: SEED_CONTRIBUTOR,
  editor: SEED_EDITOR,
  administrator: SEED_ADMIN,
};

async function deskOf(account: { readonly email: string; readonly password: string }) {
  const root = createTestStore();
  expect(await root.admin.signIn({ email: account.email, password: account.password })).toBeUndefined();
  return { root, desk: new AdminDeskStore(root) };
}

const places = Object.keys(DESK_PLACES) as DeskPlace[];
const shownTo = async (role: DeskRole) => {
  const { desk } = await deskOf(ACCOUNTS[role]);
  return places.filter((place) => desk.mayOpen(`/${place}`));
};

describe("the desk's navigation by role", () => {
  it('the sign-in tells the desk the role', async () => {
    for (const role of DESK_ROLES) {
      const { root } = await deskOf(ACCOUNTS[role]);
      expect(root.admin.role).toBe(role);
    }
  });

  it('a contributor is shown the articles and the media library only', async () => {
    expect(await shownTo('contributor')).toEqual(['articles', 'media']);
  });

  it('an editor is shown what publishes, curates and moderates, and the readers, not the roles, sections, sponsors', async () => {
    expect(await shownTo('editor')).toEqual(['articles', 'media', 'multimedia', 'front', 'home', 'polls', 'comments', 'posts', 'inbox', 'newsletters', 'readers', 'writers', 'topics']);
  });

  it('an administrator is shown every screen', async () => {
    expect(await shownTo('administrator')).toEqual(places);
  });

  it("a screen's deeper addresses need the screen's role; an address that is no screen is anyone's (not found)", async () => {
    const { desk } = await deskOf(SEED_CONTRIBUTOR);
    expect(desk.mayOpen('/articles/art_x')).toBe(true);
    expect(desk.mayOpen('/articles/new')).toBe(true);
    expect(desk.mayOpen('/commercial/article')).toBe(false);
    expect(desk.mayOpen('/inbox/inb_1')).toBe(false);
    expect(desk.mayOpen('/nowhere')).toBe(true);
  });
});

describe("a contributor's article editor", () => {
  it('has no publish controls, saves a draft of their own, and is read only once an editor published it', async () => {
    const { desk } = await deskOf(SEED_CONTRIBUTOR);
    const editor = await desk.open(null);
    expect(editor.mayPublish).toBe(false);
    expect(editor.mayChange).toBe(true);
    for (const field of ['title', 'standfirst', 'imageAlt'] as const) editor.setText('en', field, 'A contributor writes');
    editor.setText('en', 'body', '<p>A contributor writes.</p>');
    editor.setSetting('image', seed.articles[0]!.image);
    editor.setSetting('alias', `contributor-${Date.now().toString(36)}`);
    expect(await editor.save()).toBe(true);
    expect(editor.article?.status).toBe('draft');

    // An editor publishes it: the contributor's story is then read only to them (no Save, no autosave).
    const { desk: editorsDesk } = await deskOf(SEED_EDITOR);
    const theirs = await editorsDesk.open(editor.id);
    expect(theirs.mayPublish).toBe(true);
    expect(await theirs.publishing.publish()).toBe(true);
    const reopened = await desk.open(editor.id);
    expect(reopened.article?.status).toBe('published');
    expect(reopened.mayChange).toBe(false);
  });

  it("lists only the contributor's own articles", async () => {
    const { desk } = await deskOf(SEED_CONTRIBUTOR);
    await desk.articles.show(NO_FILTERS);
    expect(desk.articles.results.data?.total).toBe(0);
  });
});

describe('the Team screen', () => {
  it('an administrator gives the contributor the editor role; from then on the desk shows them more', async () => {
    const { desk } = await deskOf(SEED_ADMIN);
    await desk.team.load();
    const writer = desk.team.members.find((member) => member.email === SEED_CONTRIBUTOR.email)!;
    expect(writer.role).toBe('contributor');
    await desk.team.choose(writer, 'editor');
    expect(desk.team.outcome).toEqual({ success: { name: SEED_CONTRIBUTOR.name, role: 'editor' } });
    // Their next sign-in (and every call already) has the new role.
    expect(await shownTo('contributor')).toEqual(await shownTo('editor'));
  });

  it('keeps the last administrator: their role is locked, and the server refuses it too', async () => {
    const { desk } = await deskOf(SEED_ADMIN);
    await desk.team.load();
    const [me, other] = [SEED_ADMIN, SEED_SECOND_ADMIN].map((account) => desk.team.members.find((member) => member.email === account.email)!);
    expect(desk.team.isLastAdministrator(me!)).toBe(false);
    await desk.team.choose(other!, 'editor');
    expect(desk.team.isLastAdministrator(desk.team.members.find((member) => member.email === SEED_ADMIN.email)!)).toBe(true);

    // Giving oneself a lesser role asks first; asked to go ahead, the server says no and the list is read again.
    await desk.team.choose(me!, 'editor');
    expect(desk.team.pendingOwnRole).toBe('editor');
    await desk.team.confirmOwnRole();
    expect(desk.team.outcome).toEqual({ error: { kind: 'lastAdministrator' } });
    expect(desk.team.members.find((member) => member.email === SEED_ADMIN.email)?.role).toBe('administrator');
  });

  it("an administrator who gives up the role is shown the editor's desk at once", async () => {
    const { root, desk } = await deskOf(SEED_ADMIN);
    await desk.team.load();
    const me = desk.team.members.find((member) => member.email === SEED_ADMIN.email)!;
    await desk.team.choose(me, 'editor');
    desk.team.cancelOwnRole();
    expect(root.admin.role).toBe('administrator');
    await desk.team.choose(me, 'editor');
    await desk.team.confirmOwnRole();
    expect(root.admin.role).toBe('editor');
    expect(desk.mayOpen('/team')).toBe(false);
    expect(desk.mayOpen('/front')).toBe(true);
  });
});
