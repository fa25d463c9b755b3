import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import { NoticePage } from '../../../src/features/legal/NoticePage';
import { PrivacyPage } from '../../../src/features/legal/PrivacyPage';
import { storyStore } from '../../decorators';

/** SPEC §2 /privacy and /notice: real texts in each locale, the product's name filled in. */
const meta = preview.meta({ title: 'Pages/Privacy and notice', component: PrivacyPage });

export const Privacy = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: en['legal.contents'] });
    const entries = within(contents).getAllByRole('link');
    await expect(entries.length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(entries.length);
    await expect(canvas.queryByText(/\{product\}/)).toBeNull();
  },
});

export const NoticeLinks = meta.story({
  render: () => <NoticePage />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Browsing notice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', expect.stringMatching(/\/privacy$/));
    await expect(canvas.queryByText(/\[(privacy|contact)\]/)).toBeNull();
    const contact = canvas.getAllByRole('button', { name: 'the Contact us form' });
    await expect(contact.length).toBeGreaterThan(0);
    await userEvent.click(contact[0]!);
    await expect(storyStore().popups.current?.id).toBe('contact');
  },
});

export const NoticeTraditional = meta.story({
  globals: { locale: 'zh-tw' },
  render: () => <NoticePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '瀏覽須知' })).toBeVisible();
    await expect(canvas.getAllByText(/寰宇/).length).toBeGreaterThan(0);
  },
});

export const PrivacySimplified = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  },
});
