import type { DayPickerProps } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { zhTW } from 'react-day-picker/locale/zh-TW';
import { Field, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { mapLocales, type Locale } from '../../contracts/common';
import { LOCALE_LIST } from '../../contracts/locales';
import { INTL_LOCALE } from '../i18n/locales';
import type { CountryOption } from '../../contracts/user';
import { searchCountries } from '../lib/countries';
import { formatPhone, parsePhoneInput } from '../lib/phone';
import { CountryCombobox } from './CountryCombobox';
import { DateField } from './DateField';
import { PhoneField } from './PhoneField';
import { RadioGroupField } from './RadioGroupField';
import { TextField } from './TextField';

/** SPEC §9: birth years from 1900 to the current year. */
const FIRST_BIRTH_YEAR = 1900;
/** The calendars loaded, by the names the locale list gives them (contracts/locales.ts's `calendar`). */
const CALENDARS = { enUS, zhCN, zhTW } satisfies Record<string, DayPickerProps['locale']>;
const CALENDAR_LOCALES: Record<Locale, DayPickerProps['locale']> = mapLocales((locale) => CALENDARS[LOCALE_LIST[locale].calendar]);

export interface AboutYouFieldsProps {
  readonly locale: Locale;
  /** The countries in the page's language (countryOptions), read once by the form. */
  readonly countries: readonly CountryOption[];
  /** The dial code the phone box shows: the number's, else the chosen country's. */
  readonly dialCode: string | undefined;
  readonly today: Date;
}

/**
 * SPEC §2's sign-up fields about the reader (country, city, phone, gender, birth date, hobby), in one place for the
 * sign-up popup and the account's profile: the same labels, hints and behaviour (a chosen country gives the phone
 * its dial code). Fields of the enclosing react-final-form form.
 */
export function AboutYouFields({ locale, countries, dialCode, today }: AboutYouFieldsProps) {
  const intl = useIntl();
  const form = useForm();
  return (
    <>
      <Field<string>
        name="country"
        render={({ input }) => (
          <CountryCombobox
            label={intl.formatMessage({ id: 'auth.signUp.country', defaultMessage: 'Country' })}
            options={countries}
            search={searchCountries}
            value={input.value || undefined}
            onChange={(option) => {
              input.onChange(option?.code);
              form.change('dialCode', option?.dialPhone);
            }}
            placeholder={intl.formatMessage({ id: 'auth.signUp.country.placeholder', defaultMessage: 'Type to search' })}
            suggestedHeading={intl.formatMessage({ id: 'auth.signUp.country.suggested', defaultMessage: 'Suggested' })}
            allHeading={intl.formatMessage({ id: 'auth.signUp.country.all', defaultMessage: 'All countries' })}
            noMatch={intl.formatMessage({ id: 'auth.signUp.country.noMatch', defaultMessage: 'No country matches what you typed' })}
            toggleLabel={intl.formatMessage({ id: 'auth.signUp.country.toggle', defaultMessage: 'Show the list of countries' })}
          />
        )}
      />
      <Field
        name="city"
        component={TextField}
        label={intl.formatMessage({ id: 'auth.signUp.city', defaultMessage: 'City' })}
        autoComplete="address-level2"
      />
      <Field
        name="phone"
        component={PhoneField}
        label={intl.formatMessage({ id: 'auth.signUp.phone', defaultMessage: 'Phone' })}
        dialCode={dialCode}
        hint={intl.formatMessage({ id: 'auth.signUp.phone.hint', defaultMessage: 'Choose a country to add its dial code' })}
        autoComplete="tel-national"
        parse={parsePhoneInput}
        format={(value: string | undefined) => formatPhone(value ?? '', dialCode)}
      />
      <Field
        name="gender"
        component={RadioGroupField}
        legend={intl.formatMessage({ id: 'auth.signUp.gender', defaultMessage: 'Gender' })}
        options={[
          { value: 'male', label: intl.formatMessage({ id: 'auth.signUp.gender.male', defaultMessage: 'Male' }) },
          { value: 'female', label: intl.formatMessage({ id: 'auth.signUp.gender.female', defaultMessage: 'Female' }) },
        ]}
      />
      <Field<string>
        name="birthdate"
        render={({ input }) => (
          <DateField
            label={intl.formatMessage({ id: 'auth.signUp.birthdate', defaultMessage: 'Birth date' })}
            value={input.value || undefined}
            onChange={input.onChange}
            today={today}
            firstYear={FIRST_BIRTH_YEAR}
            lastYear={today.getFullYear()}
            calendarLocale={CALENDAR_LOCALES[locale]}
            intlLocale={INTL_LOCALE[locale]}
            placeholder={intl.formatMessage({ id: 'auth.signUp.birthdate.placeholder', defaultMessage: 'Choose a date' })}
            calendarLabel={intl.formatMessage({ id: 'auth.signUp.birthdate.calendar', defaultMessage: 'Choose your birth date' })}
            clearLabel={intl.formatMessage({ id: 'auth.signUp.birthdate.clear', defaultMessage: 'Clear the birth date' })}
          />
        )}
      />
      <Field name="hobby" component={TextField} label={intl.formatMessage({ id: 'auth.signUp.hobby', defaultMessage: 'Hobby' })} />
    </>
  );
}
