import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../src/components/PasswordField';
import { localizedError } from '../../src/i18n/formErrors';
import { renderWithApp } from '../render';

function renderField(onSubmit: () => Record<string, unknown> | undefined = () => undefined, locale: 'en' | 'zh-tw' = 'en') {
  return renderWithApp(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field name="password" component={PasswordField} label="Password" required />
          <button type="submit">Go</button>
        </form>
      )}
    />,
    { locale },
  );
}

describe('<PasswordField>', () => {
  it('shows and hides the password from the keyboard, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderField();
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(input);
    await user.keyboard('s3cret-horse');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.textContent).toBe('Show');
    await user.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    expect(toggle.textContent).toBe('Hide');
    await user.keyboard(' ');
    expect(input.getAttribute('type')).toBe('password');
    expect(input).toHaveProperty('value', 's3cret-horse');
  });

  it('the toggle never submits the form', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    renderField(() => {
      submitted += 1;
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(0);
  });

  it('shows the submission error until the field is edited', async () => {
    const user = userEvent.setup();
    renderField(() => ({ password: localizedError('invalidPassword') }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Password must be at least 8 characters');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    await user.type(input, 'a');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('names its toggle in Traditional Chinese in zh-tw', () => {
    renderField(undefined, 'zh-tw');
    expect(screen.getByRole('button', { name: '顯示密碼' }).textContent).toBe('顯示');
  });
});
