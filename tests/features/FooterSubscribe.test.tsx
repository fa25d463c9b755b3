import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopupHost } from '../../src/app/PopupHost';
import { FooterSubscribe } from '../../src/features/footer/FooterSubscribe';
import { renderWithApp } from '../render';

function renderBox(locale: 'en' | 'zh-cn' | 'zh-tw' = 'en') {
  return renderWithApp(
    <>
      <FooterSubscribe />
      <PopupHost />
    </>,
    { locale },
  );
}

describe('<FooterSubscribe>', () => {
  it('validates only on submit, and editing the field clears the message', async () => {
    const user = userEvent.setup();
    renderBox();
    const email = screen.getByLabelText('Your email');
    await user.type(email, 'nope');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email should be valid');
    expect(email).toHaveProperty('value', 'nope');
    await user.type(email, '@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the check-email popup on success and empties the box', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByLabelText('Your email'), 'new.reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
    expect(within(dialog).getByText('new.reader@example.com')).toBeTruthy();
    expect(screen.getByLabelText('Your email')).toHaveProperty('value', '');
  });

  it('speaks Traditional Chinese in zh-tw', async () => {
    const user = userEvent.setup();
    renderBox('zh-tw');
    await user.click(screen.getByRole('button', { name: '訂閱' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '請輸入有效的電子郵件地址');
  });
});
