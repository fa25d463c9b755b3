import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { contact, submitArticle } from '../../../contracts/contact';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { OutboxStatus } from '../../../src/features/outbox/OutboxStatus';
import { storyStore } from '../../decorators';
import { attachment } from '../../../mocks/seed/attachments';

/**
 * The outbox's note (issue 16): a send that failed for want of a connection waits on the reader's device, the
 * note says it will go, then that it went; a later refusal waits for the reader to remove it.
 */
const meta = preview.meta({
  title: 'Outbox/Status',
  component: OutboxStatus,
});

const message = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', comment: 'Part two, please.' };
const pdf = attachment('essay.pdf', 512);

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const WaitingThenSent = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(contact, 'networkError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await storyStore().contact.contact(message);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Your message to the editors will be sent as soon as the connection is back.');
    await expect(canvas.getByRole('button', { name: en['outbox.cancel'] })).toBeVisible();
    await storyStore().outbox.flush(true);
    await expect(status).toHaveTextContent('Your message to the editors has been sent.');
    await expect(db.contactMessage.count()).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: en['outbox.dismiss'] }));
    await expect(status).toBeEmptyDOMElement();
  },
});

export const ContributionWaitingZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(submitArticle, 'serverError'));
  },
  play: async ({ canvas }) => {
    await storyStore().contact.submit({ ...message, files: [pdf] });
    await expect(canvas.getByRole('status')).toHaveTextContent('您的投稿将在网络恢复后立即发出。');
    await expect(canvas.getByRole('button', { name: zhCn['outbox.cancel'] })).toBeVisible();
  },
});

export const RefusedZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(contact, 'networkError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const outbox = storyStore().outbox;
    await outbox.send('contact', { ...message, email: 'not-an-email' }, []);
    await outbox.flush(true);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('您給編輯部的留言未能送出：伺服器沒有接受。');
    await userEvent.click(canvas.getByRole('button', { name: zhTw['outbox.remove'] }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
});
