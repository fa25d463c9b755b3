import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import type { CountryOption } from '../../contracts/user';
import { CountryCombobox } from '../../src/components/CountryCombobox';
import { FieldEditListener } from '../../src/components/FieldEditListener';
import { FocusFirstError } from '../../src/components/FocusFirstError';
import { TextField } from '../../src/components/TextField';
import { localizedError } from '../../src/i18n/formErrors';
import { countryOptions, searchCountries } from '../../src/lib/countries';
import { renderWithApp } from '../render';

function CountryBox({ initial }: { readonly initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <CountryCombobox
        label="Country"
        options={countryOptions('en')}
        search={searchCountries}
        value={value}
        onChange={(option: CountryOption | undefined) => setValue(option?.code)}
        suggestedHeading="Suggested"
        allHeading="All countries"
        noMatch="No country matches what you typed"
        toggleLabel="Show the list of countries"
      />
      <output data-testid="chosen">{value ?? ''}</output>
      <button type="button">After</button>
    </>
  );
}

describe('<CountryCombobox>', () => {
  it("keeps the chosen country when its name's last letter is deleted and typed again, then Enter or Tab", async () => {
    const user = userEvent.setup();
    renderWithApp(<CountryBox initial="JP" />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box).toHaveProperty('value', 'Japan');
    await user.click(box);
    await user.keyboard('{End}{Backspace}n');
    expect(box).toHaveProperty('value', 'Japan');
    // The whole list is shown again (browsing): the highlight is on Japan, not on the list's first country.
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toContain('Japan');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('JP');
    await user.keyboard('{End}{Backspace}n');
    await user.tab();
    expect(screen.getByTestId('chosen').textContent).toBe('JP');
    expect(box).toHaveProperty('value', 'Japan');
  });

  it('announces "no match" through a status region that is there before the text arrives', async () => {
    const user = userEvent.setup();
    renderWithApp(<CountryBox />);
    // (downshift keeps a status region of its own; ours is the paragraph.)
    const ours = () => screen.getAllByRole('status').filter((element) => element.tagName === 'P');
    const [status] = ours();
    expect(ours()).toHaveLength(1);
    expect(status?.textContent).toBe('');
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'zzzz');
    expect(ours()).toEqual([status]);
    expect(status?.textContent).toBe('No country matches what you typed');
  });
});

describe('<FieldEditListener>', () => {
  it('hears the reader’s edits only: not a reset, not new initial values', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    let api: FormApi<{ email?: string }> | undefined;
    renderWithApp(<EditForm onEdit={onEdit} capture={(form) => (api = form)} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveProperty('value', 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'New initial values' }));
    await waitFor(() => expect(input).toHaveProperty('value', 'b@example.com'));
    act(() => api?.reset());
    act(() => api?.change('email', 'set-by-the-form@example.com'));
    expect(onEdit).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});

function EditForm({
  onEdit,
  capture,
}: {
  readonly onEdit: () => void;
  readonly capture: (form: FormApi<{ email?: string }>) => void;
}) {
  const [initial, setInitial] = useState('a@example.com');
  return (
    <>
      <button type="button" onClick={() => setInitial('b@example.com')}>
        New initial values
      </button>
      <Form<{ email?: string }>
      onSubmit={() => undefined}
      initialValues={{ email: initial }}
      render={({ handleSubmit, form }) => {
        capture(form);
        return (
          <form onSubmit={handleSubmit}>
            <Field name="email" component={TextField} label="Email" />
            <FieldEditListener name="email" onEdit={onEdit} />
          </form>
        );
      }}
      />
    </>
  );
}

describe('<FocusFirstError>', () => {
  it('moves focus to the first field with an error after a failed submit', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Form<{ first?: string; second?: string }>
        onSubmit={() => Promise.resolve({ second: localizedError('emailRequired') })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FocusFirstError />
            <Field name="first" component={TextField} label="First" />
            <Field name="second" component={TextField} label="Second" />
            <button type="submit">Go</button>
          </form>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Second' })));
  });
});
