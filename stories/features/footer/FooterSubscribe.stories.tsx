import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { subscribe } from '../../../contracts/subscription';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { PopupHost } from '../../../src/app/PopupHost';
import { FooterSubscribe } from '../../../src/features/footer/FooterSubscribe';
import { OutboxStatus } from '../../../src/features/outbox/OutboxStatus';
import { storyStore } from '../../decorators';
import { seedSubscriber } from '../../subscribers';

/**
 * The footer's email box — SPEC §5 "Footer subscription: valid email only"; §7 POST /api/client/subscription
 * with email and locale; §8 "This email is already in use" -> error.emailRegisteredError on the email field.
 */
const meta = preview.meta({
  title: 'Footer/Subscribe box',
  component: FooterSubscribe,
  render: () => (
    <div style={{ background: '#1f1d19', color: '#f1ede4', padding: 24, maxWidth: 460 }}>
      <FooterSubscribe />
      <OutboxStatus />
      <PopupHost />
    </div>
  ),
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: en['footer.subscribe.title'] })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en['footer.subscribe.email'] })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: en['footer.subscribe.email'] });
    await userEvent.type(email, 'reader@example');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en['footer.subscribe.submit'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email should be valid');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('reader@example');
    await userEvent.type(email, '.com');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const EmailRegistered = meta.story({
  beforeEach: () => seedSubscriber('taken@example.com'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en['footer.subscribe.email'] }), 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en['footer.subscribe.submit'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['error.emailRegisteredError']);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
});

export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: en['footer.subscribe.email'] });
    await userEvent.type(email, 'new.reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en['footer.subscribe.submit'] }));
    const dialog = await canvas.findByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
    await expect(dialog).toHaveTextContent('new.reader@example.com');
    await expect(email).toHaveValue('');
  },
});

export const SuccessPopupClosesWithEscape = meta.story({
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: en['footer.subscribe.submit'] });
    await userEvent.type(canvas.getByRole('textbox', { name: en['footer.subscribe.email'] }), 'esc@example.com');
    await userEvent.click(submit);
    const dialog = await canvas.findByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(submit).toHaveFocus();
  },
});

const WAITING = 'Your newsletter subscription will be sent as soon as the connection is back.';

/** SPEC §8 ignores the failure; the outbox keeps the subscription, says so, and sends it when it can. */
export const ServerErrorWaitsInOutbox = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(subscribe, 'serverError', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en['footer.subscribe.email'] }), 'later@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en['footer.subscribe.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: en['subscription.checkEmail.title'] })).toBeVisible();
    await expect(await canvas.findByText(WAITING)).toBeVisible();
    await expect(db.subscription.count()).toBe(0);
    // The connection is back.
    await storyStore().outbox.flush(true);
    await expect(await canvas.findByText('Your newsletter subscription has been sent.')).toBeVisible();
    await expect(db.subscription.count()).toBe(1);
  },
});

export const OfflineReaderCancels = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(subscribe, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en['footer.subscribe.email'] }), 'later@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en['footer.subscribe.submit'] }));
    await expect(await canvas.findByText(WAITING)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['outbox.cancel'] }));
    await waitFor(() => expect(canvas.queryByText(WAITING)).toBeNull());
    await expect(storyStore().outbox.entries).toEqual([]);
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: zhCn['footer.subscribe.title'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: zhCn['footer.subscribe.submit'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(zhCn['error.invalidEmail']);
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: zhTw['footer.subscribe.email'] }), 'duzhe@example.com');
    await userEvent.click(canvas.getByRole('button', { name: zhTw['footer.subscribe.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: zhTw['subscription.checkEmail.title'] })).toBeVisible();
  },
});
