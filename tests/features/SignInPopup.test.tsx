import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../contracts/user';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { PopupHost } from '../../src/app/PopupHost';
import { createTestStore, renderWithApp } from '../render';
import { fixtures } from '../../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;

const TITLE = 'Log in to Huanyu and travel around the world';

function openSignIn(props: Record<string, string> = {}, locale: 'en' | 'zh-cn' | 'zh-tw' = 'en') {
  const store = createTestStore({ locale });
  store.popups.open('signIn', props);
  return renderWithApp(<PopupHost />, { store, locale });
}

describe('<SignInPopup> (through PopupHost)', () => {
  it("turns its title into 'Login error' on an unlisted failure, and back once a field is edited", async () => {
    server.use(faultHandler(signIn, 'serverError'));
    const user = userEvent.setup();
    const { store } = openSignIn();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email or username' }), reader.email);
    await user.type(within(dialog).getByLabelText('Password'), reader.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Login error'));
    expect(store.session.loginFailed).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('We could not log you in. Please try again in a moment.');
    // The edit goes through FieldEditListener to session.editSignInField.
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(TITLE));
    expect(store.session.loginFailed).toBe(false);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('clears the server flag of exactly the field that was edited', async () => {
    const user = userEvent.setup();
    const { store } = openSignIn();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email or username' }), reader.email);
    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid password');
    expect([...store.session.serverErrorFields]).toEqual(['password']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email or username' }), ' ');
    // Editing the email does not clear the password's flag …
    expect([...store.session.serverErrorFields]).toEqual(['password']);
    await user.type(within(dialog).getByLabelText('Password'), '!');
    // … editing the password does.
    await waitFor(() => expect([...store.session.serverErrorFields]).toEqual([]));
  });

  it("carries a typed email over to the restore popup, but not a username", async () => {
    const user = userEvent.setup();
    openSignIn();
    let dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email or username' }), reader.userName);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password' }));
    dialog = await screen.findByRole('dialog', { name: 'Restore password' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveProperty('value', '');
  });

  it('pre-fills the confirmed address of a verification link and announces it', async () => {
    openSignIn({ notice: 'emailVerified', email: reader.email });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('status').textContent).toBe(`Your email ${reader.email} is confirmed. Log in to continue.`);
    expect(within(dialog).getByRole('textbox', { name: 'Email or username' })).toHaveProperty('value', reader.email);
  });

  it('speaks Simplified Chinese in zh-cn', async () => {
    openSignIn({}, 'zh-cn');
    expect(await screen.findByRole('dialog', { name: '登录寰宇，环游世界' })).toBeTruthy();
  });
});
