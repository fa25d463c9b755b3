import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { SEED_ADMIN, SEED_CONTRIBUTOR, SEED_EDITOR, SEED_SECOND_ADMIN } from '../../../../mocks/seedDb';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/** /admin/team: who is on the desk and in which role, changed by an administrator (issue 25 item 8). */
const meta = preview.meta({
  title: 'Admin/Team',
  ...deskPage('/admin/team'),
});

const TEAM = [SEED_EDITOR, SEED_ADMIN, SEED_SECOND_ADMIN, SEED_CONTRIBUTOR];
const byName = [...TEAM].sort((a, b) => a.name.localeCompare(b.name));

const roleSelect = (canvasElement: HTMLElement, name: string, locale: 'en' | 'zh-cn' | 'zh-tw' = 'en') =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: message('admin.team.roleOf', { name }, locale) });

export const Members = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.team.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.team.nav'] })).toHaveAttribute('aria-current', 'page');
    const names = (await canvas.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    await expect(names).toEqual(byName.map((account) => (account === SEED_ADMIN ? `${account.name}${en['admin.team.you']}` : account.name)));
    for (const account of TEAM) await expect(roleSelect(canvasElement, account.name)).toHaveValue(account.role);
    await expect(canvas.getByText(en['admin.team.duty.contributor'])).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const RoleChanged = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: SEED_CONTRIBUTOR.name });
    await userEvent.selectOptions(roleSelect(canvasElement, SEED_CONTRIBUTOR.name), en['admin.team.role.editor']);
    await expect(await canvas.findByText(message('admin.team.success.changed', { name: SEED_CONTRIBUTOR.name, role: en['admin.team.role.editor'] }))).toBeVisible();
    await expect(roleSelect(canvasElement, SEED_CONTRIBUTOR.name)).toHaveValue('editor');
  },
});

/** The other administrator made an editor: the signed-in one is the last, whose role is locked, saying why. */
export const LastAdministrator = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: SEED_SECOND_ADMIN.name });
    await expect(roleSelect(canvasElement, SEED_ADMIN.name)).toBeEnabled();
    await userEvent.selectOptions(roleSelect(canvasElement, SEED_SECOND_ADMIN.name), en['admin.team.role.editor']);
    await canvas.findByText(message('admin.team.success.changed', { name: SEED_SECOND_ADMIN.name, role: en['admin.team.role.editor'] }));
    await expect(roleSelect(canvasElement, SEED_ADMIN.name)).toBeDisabled();
    await expect(roleSelect(canvasElement, SEED_ADMIN.name)).toHaveAccessibleDescription(en['admin.team.onlyAdministrator']);
  },
});

/** Lowering one's own role asks first: keeping it changes nothing. */
export const OwnRoleAsksFirst = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: SEED_CONTRIBUTOR.name });
    await userEvent.selectOptions(roleSelect(canvasElement, SEED_ADMIN.name), en['admin.team.role.editor']);
    const dialog = await within(document.body).findByRole('dialog', { name: en['admin.team.own.title'] });
    await expect(dialog).toHaveTextContent(message('admin.team.own.text', { role: en['admin.team.role.editor'] }));
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.team.own.keep'] }));
    await expect(roleSelect(canvasElement, SEED_ADMIN.name)).toHaveValue('administrator');
    await expect(canvas.getByRole('link', { name: en['admin.team.nav'] })).toBeVisible();
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, canvasElement }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['admin.team.title'] })).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: SEED_CONTRIBUTOR.name });
    const select = roleSelect(canvasElement, SEED_CONTRIBUTOR.name, 'zh-cn');
    await expect(select.selectedOptions[0]?.textContent).toBe(zhCn['admin.team.role.contributor']);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, canvasElement }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.team.title'] })).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: SEED_CONTRIBUTOR.name });
    const select = roleSelect(canvasElement, SEED_ADMIN.name, 'zh-tw');
    await expect(select.selectedOptions[0]?.textContent).toBe(zhTw['admin.team.role.administrator']);
    // Both administrators' rows say what the role does.
    await expect(canvas.getAllByText(zhTw['admin.team.duty.administrator'])).toHaveLength(2);
  },
});

export const ZhTwMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: SEED_CONTRIBUTOR.name });
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const MembersMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await canvas.findByRole('heading', { level: 2, name: SEED_CONTRIBUTOR.name });
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
