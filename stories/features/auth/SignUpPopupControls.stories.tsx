import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { fillRequired, openSignUp } from './signUpForm';
import { verifyPasswordSync as verifyPassword } from '../../../src/rules/passwords';

/**
 * The sign-up popup's own controls — SPEC §2 country (searchable list), phone (with the dial code), gender,
 * birth date (date picker, years 1900 to the current year); §3 the country list (suggested six first) and the
 * payload; §5 the phone's digits and (xxx) xxx-xxxx; keyboard use of the whole dialog.
 */
const meta = preview.meta({
  title: 'Auth/Sign-up popup/Controls',
  parameters: { layout: 'fullscreen' },
  render: () => <PopupHost />,
});

const SUGGESTED_EN = ['Australia', 'Canada', 'Germany', 'France', 'Japan', 'United States'];

/** The options' names without their dial codes. */
function optionNames(listbox: HTMLElement): string[] {
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.firstElementChild?.textContent ?? '');
}

export const CompleteSignUp = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    await fillRequired(form, { lastName: 'Sato', firstName: 'Yui', userName: 'yui.sato', email: 'yui@example.com' });
    const { country, city, phone, female, birthdate, hobby } = form.optional();
    // Country: typed, then picked from the list.
    await userEvent.type(country, 'Japan');
    const listbox = dialog.getByRole('listbox');
    await expect(optionNames(listbox)).toEqual(['Japan']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Japan +81' }));
    await expect(country).toHaveValue('Japan');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(city, 'Kyoto');
    // Phone: the country's dial code is shown with the box; digits only, laid out as (xxx) xxx-xxxx.
    await expect(phone).toHaveAccessibleDescription('+81');
    await expect(dialog.getByText('+81')).toBeVisible();
    await userEvent.type(phone, '90-1234-5678x');
    await expect(phone).toHaveValue('(901) 234-5678');
    await userEvent.click(female);
    // Birth date: April 14, 1990 on the calendar, through its month and year dropdowns.
    await userEvent.click(birthdate);
    const calendar = dialog.getByRole('group', { name: en['auth.signUp.birthdate.calendar'] });
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: /year/i }), '1990');
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: /month/i }), '3');
    await userEvent.click(within(calendar).getByRole('button', { name: /April 14th, 1990/ }));
    await expect(dialog.queryByRole('group', { name: en['auth.signUp.birthdate.calendar'] })).toBeNull();
    await expect(birthdate).toHaveAccessibleName('Birth date April 14, 1990');
    await userEvent.type(hobby, 'Tea ceremony');
    await userEvent.click(form.submit);
    // SPEC §4: sign-up closes, sign-up success opens.
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Please check your email to confirm registration' }),
    ).toBeVisible();
    await expect(storyStore().popups.current).toEqual({ id: 'signUpSuccess', props: { email: 'yui@example.com' } });
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog', { name: 'Register on Huanyu...' })).toBeNull());
    // SPEC §3 payload, as the mock stored it: country code, dial code + space + number, birthdate timestamp, locale.
    const user = db.user.findFirst({ where: { email: { equals: 'yui@example.com' } } });
    await expect(user).toMatchObject({
      lastName: 'Sato',
      firstName: 'Yui',
      userName: 'yui.sato',
      country: 'JP',
      city: 'Kyoto',
      phone: '+81 (901) 234-5678',
      gender: 'female',
      birthdate: Date.UTC(1990, 3, 14),
      hobby: 'Tea ceremony',
      locale: 'en',
      verified: false,
      draft: '',
    });
    // Kept as a hash (docs/decisions/027), which the password typed matches.
    await expect(verifyPassword('long-enough-1', user?.passwordHash ?? '')).toBe(true);
  },
});

/** Left with the country list open (for looking at). */
export const SuggestedCountriesFirst = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    await userEvent.click(dialog.getByRole('button', { name: en['auth.signUp.country.toggle'] }));
    const listbox = dialog.getByRole('listbox', { name: en['auth.signUp.country'] });
    const names = optionNames(listbox);
    // SPEC §3: Australia, Canada, Germany, France, Japan, United States first, under their own heading.
    await expect(names.slice(0, 6)).toEqual(SUGGESTED_EN);
    await expect(within(listbox).getByRole('group', { name: en['auth.signUp.country.suggested'] })).toBeVisible();
    const all = within(listbox).getByRole('group', { name: en['auth.signUp.country.all'] });
    // Then every country, alphabetically, each with its dial code.
    await expect(names.length).toBeGreaterThan(230);
    await expect(within(all).getAllByRole('option')[0]).toHaveTextContent(/^Afghanistan\+93$/);
    await expect(within(all).getByRole('option', { name: 'Taiwan +886' })).toBeInTheDocument();
    await expect(within(all).getByRole('option', { name: 'United Kingdom +44' })).toBeInTheDocument();
  },
});

export const CountryNamesZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { locale: 'zh-cn' });
    const dialog = within(form.dialog);
    await userEvent.click(dialog.getByRole('button', { name: zhCn['auth.signUp.country.toggle'] }));
    const listbox = dialog.getByRole('listbox', { name: zhCn['auth.signUp.country'] });
    await expect(optionNames(listbox).slice(0, 6)).toEqual(['澳大利亚', '加拿大', '德国', '法国', '日本', '美国']);
    await expect(within(listbox).getByRole('group', { name: zhCn['auth.signUp.country.suggested'] })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const { country, phone } = form.optional();
    await userEvent.type(country, '新加');
    await userEvent.keyboard('{Enter}');
    await expect(country).toHaveValue('新加坡');
    await expect(phone).toHaveAccessibleDescription('+65');
  },
});

export const CountryNamesZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { locale: 'zh-tw' });
    const dialog = within(form.dialog);
    await userEvent.click(dialog.getByRole('button', { name: zhTw['auth.signUp.country.toggle'] }));
    const listbox = dialog.getByRole('listbox', { name: zhTw['auth.signUp.country'] });
    await expect(optionNames(listbox).slice(0, 6)).toEqual(['澳洲', '加拿大', '德國', '法國', '日本', '美國']);
    await expect(within(listbox).getByRole('option', { name: '台灣 +886' })).toBeInTheDocument();
  },
});

export const CountryComboboxKeyboard = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    const { country, phone } = form.optional();
    // From the first field, Tab reaches the country box (the list's toggle button is not a Tab stop).
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(country).toHaveFocus();
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    // ArrowDown opens the list on the first suggested country; ArrowDown again, Enter picks Canada.
    await userEvent.keyboard('{ArrowDown}');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    const listbox = dialog.getByRole('listbox');
    const active = () => document.getElementById(country.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveAccessibleName('Australia +61');
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveAccessibleName('Canada +1');
    await userEvent.keyboard('{Enter}');
    await expect(country).toHaveValue('Canada');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(phone).toHaveAccessibleDescription('+1');
    // Typing filters; the first match is highlighted; Esc closes the list but not the popup.
    await userEvent.keyboard('{Backspace>6/}fra');
    await expect(optionNames(listbox)[0]).toBe('France');
    await expect(active()).toHaveAccessibleName('France +33');
    await userEvent.keyboard('{Escape}');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(storyStore().popups.current?.id).toBe('signUp');
    await expect(form.dialog).toBeVisible();
    // Typing again reopens it; Tab away takes the highlighted match (list autocomplete).
    await userEvent.keyboard('n');
    await expect(active()).toHaveAccessibleName('France +33');
    await userEvent.tab();
    await expect(country).toHaveValue('France');
    await expect(phone).toHaveAccessibleDescription('+33');
    // A dial code finds its countries too.
    await userEvent.click(country);
    await userEvent.keyboard('{Backspace>6/}+886{Enter}');
    await expect(country).toHaveValue('Taiwan');
    // Emptying the box and leaving it clears the country, and with it the dial code.
    await userEvent.keyboard('{Backspace>6/}');
    await userEvent.tab();
    await expect(country).toHaveValue('');
    await expect(phone).toHaveAccessibleDescription(en['auth.signUp.phone.hint']);
  },
});

export const PhoneDigitsOnly = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const { country, phone } = form.optional();
    // No country yet: digits only, no layout, and a hint where the dial code will be.
    await expect(phone).toHaveAccessibleDescription(en['auth.signUp.phone.hint']);
    await userEvent.type(phone, '+44 (20) abc 7946-0958');
    await expect(phone).toHaveValue('442079460958');
    await userEvent.clear(phone);
    await userEvent.type(phone, '2079460958');
    await expect(phone).toHaveValue('2079460958');
    // With a country, the same digits read (xxx) xxx-xxxx behind its dial code.
    await userEvent.type(country, 'United Kingdom');
    await userEvent.keyboard('{Enter}');
    await expect(phone).toHaveAccessibleDescription('+44');
    await expect(phone).toHaveValue('(207) 946-0958');
    await userEvent.type(phone, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(phone).toHaveValue('(207) 94');
  },
});

/** Left with the calendar open (for looking at). */
export const DatePickerOpen = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    const { birthdate } = form.optional();
    await expect(birthdate).toHaveAccessibleName(`Birth date ${en['auth.signUp.birthdate.placeholder']}`);
    await userEvent.click(birthdate);
    await expect(birthdate).toHaveAttribute('aria-expanded', 'true');
    const calendar = dialog.getByRole('group', { name: en['auth.signUp.birthdate.calendar'] });
    // SPEC §9: birth years 1900 to the current year (the store's clock: 2026).
    const years = within(within(calendar).getByRole('combobox', { name: /year/i }))
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    await expect(Math.min(...years)).toBe(1900);
    await expect(Math.max(...years)).toBe(2026);
    await expect(years).toHaveLength(2026 - 1900 + 1);
    // It opens on today, and no day after today can be picked.
    await expect(within(calendar).getByRole('grid')).toHaveAccessibleName('November 2026');
    await expect(within(calendar).getByRole('button', { name: /November 23rd, 2026/ })).toBeDisabled();
  },
});

export const DatePickerClosesWhenLeft = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    const { birthdate, hobby } = form.optional();
    const calendar = () => dialog.queryByRole('group', { name: en['auth.signUp.birthdate.calendar'] });
    // A click elsewhere closes the calendar.
    await userEvent.click(birthdate);
    await expect(calendar()).not.toBeNull();
    await userEvent.click(hobby);
    await expect(calendar()).toBeNull();
    await expect(birthdate).toHaveAttribute('aria-expanded', 'false');
    await expect(hobby).toHaveFocus();
    // So does focus moving out of it (Shift+Tab from the calendar's first control, past the button).
    await userEvent.click(birthdate);
    await waitFor(() => expect(calendar()).toContainElement(document.activeElement as HTMLElement));
    birthdate.focus();
    await userEvent.tab({ shift: true });
    await expect(calendar()).toBeNull();
    await expect(storyStore().popups.current?.id).toBe('signUp');
  },
});

export const DatePickerKeyboard = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    const { birthdate } = form.optional();
    birthdate.focus();
    // Enter opens the calendar with focus on today.
    await userEvent.keyboard('{Enter}');
    const calendar = dialog.getByRole('group', { name: en['auth.signUp.birthdate.calendar'] });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/November 22nd, 2026/));
    // Arrows move by day and week; Shift+PageUp goes back a year.
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(document.activeElement).toHaveAccessibleName(/November 14th, 2026/);
    await userEvent.keyboard('{Shift>}{PageUp}{PageUp}{/Shift}');
    await expect(document.activeElement).toHaveAccessibleName(/November 14th, 2024/);
    await expect(within(calendar).getByRole('grid')).toHaveAccessibleName('November 2024');
    // Enter picks the day, closes the calendar and gives focus back to the field.
    await userEvent.keyboard('{Enter}');
    await expect(dialog.queryByRole('group', { name: en['auth.signUp.birthdate.calendar'] })).toBeNull();
    await expect(birthdate).toHaveFocus();
    await expect(birthdate).toHaveAccessibleName('Birth date November 14, 2024');
    // Reopened, it shows the chosen day; Esc closes the calendar only.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/November 14th, 2024/));
    await userEvent.keyboard('{Escape}');
    await expect(dialog.queryByRole('group', { name: en['auth.signUp.birthdate.calendar'] })).toBeNull();
    await expect(birthdate).toHaveFocus();
    await expect(storyStore().popups.current?.id).toBe('signUp');
    // The clear button takes the date away again.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(en['auth.signUp.birthdate.clear']);
    await userEvent.keyboard('{Enter}');
    await expect(birthdate).toHaveAccessibleName(`Birth date ${en['auth.signUp.birthdate.placeholder']}`);
  },
});

export const DatePickerZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { locale: 'zh-tw' });
    const dialog = within(form.dialog);
    await userEvent.click(form.optional().birthdate);
    const calendar = dialog.getByRole('group', { name: zhTw['auth.signUp.birthdate.calendar'] });
    // The calendar's own labels come in the reader's language (react-day-picker's zh-TW locale).
    await expect(within(calendar).getByRole('combobox', { name: '選擇年份' })).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: /2026年11月2日/ }));
    await expect(form.optional().birthdate).toHaveAccessibleName(`${zhTw['auth.signUp.birthdate']} 2026年11月2日`);
  },
});

export const DatePickerZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { locale: 'zh-cn' });
    await userEvent.click(form.optional().birthdate);
    const calendar = within(form.dialog).getByRole('group', { name: zhCn['auth.signUp.birthdate.calendar'] });
    await expect(within(calendar).getByRole('combobox', { name: '选择年份' })).toBeInTheDocument();
  },
});

export const TabStaysInside = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const { country, city, phone, male, birthdate, hobby } = form.optional();
    const close = within(form.dialog).getByRole('button', { name: en['popup.close'] });
    const signIn = within(form.dialog).getByRole('button', { name: en['auth.signUp.signIn'] });
    const [showPassword, showConfirm] = within(form.dialog).getAllByRole('button', { name: en['field.password.showLabel'] });
    // The whole form, in reading order (each password with its show/hide button), then round to the top.
    const order = [
      form.firstName,
      form.userName,
      form.email,
      country,
      city,
      phone,
      male,
      birthdate,
      hobby,
      form.password,
      showPassword,
      form.confirmPassword,
      showConfirm,
      form.submit,
      signIn,
      close,
      form.lastName,
    ];
    for (const control of order) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    // And backwards across the edge.
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(signIn).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(form.dialog).toContainElement(document.activeElement as HTMLElement);
  },
});

export const MobileCountryList = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    const { country } = form.optional();
    await userEvent.type(country, 'can');
    const listbox = within(form.dialog).getByRole('listbox');
    await expect(optionNames(listbox)[0]).toBe('Canada');
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const MobileDatePicker = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await userEvent.click(form.optional().birthdate);
    const calendar = within(form.dialog).getByRole('group', { name: en['auth.signUp.birthdate.calendar'] });
    const grid = within(calendar).getByRole('grid');
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(form.dialog.getBoundingClientRect().right);
    await expect(grid.getBoundingClientRect().left).toBeGreaterThanOrEqual(form.dialog.getBoundingClientRect().left);
  },
});
