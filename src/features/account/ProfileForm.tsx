import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { DayPickerProps } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { zhTW } from 'react-day-picker/locale/zh-TW';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { mapLocales, type Locale } from '../../../contracts/common';
import { LOCALE_LIST } from '../../../contracts/locales';
import { Button } from '../../components/Button';
import { CountryCombobox } from '../../components/CountryCombobox';
import { DateField } from '../../components/DateField';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { PhoneField } from '../../components/PhoneField';
import { RadioGroupField } from '../../components/RadioGroupField';
import { TextField } from '../../components/TextField';
import { useStores } from '../../hooks/StoresContext';
import type { LocalizedError } from '../../i18n/formErrors';
import { INTL_LOCALE } from '../../i18n/locales';
import { countryOptions, findCountry, searchCountries } from '../../lib/countries';
import { formatPhone, parsePhoneInput } from '../../lib/phone';
import { formSubmit } from '../../lib/refusal';
import type { ProfileValues } from '../../lib/validation';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** SPEC §9: birth years from 1900 to the current year. */
const FIRST_BIRTH_YEAR = 1900;
const CALENDARS = { enUS, zhCN, zhTW } satisfies Record<string, DayPickerProps['locale']>;
const CALENDAR_LOCALES: Record<Locale, DayPickerProps['locale']> = mapLocales((locale) => CALENDARS[LOCALE_LIST[locale].calendar]);

/** The sign-up fields but the e-mail and the password, with sign-up's labels and texts (AccountStore.saveProfile). */
export const ProfileForm = observer(function ProfileForm({ headingId }: { readonly headingId: string }) {
  const { locale, clock } = useStores();
  const { account } = useAccountStores();
  const intl = useIntl();
  // Read once: the form keeps what the reader types, even when the saved profile comes back from the server.
  const countries = countryOptions(locale);
  // The dial code is the number's, else the country's: the phone box shows it either way, as at sign-up.
  const [initialValues] = useState((): Partial<ProfileValues> => {
    const values = account.initialProfile ?? {};
    const dialCode = values.dialCode ?? findCountry(countries, values.country)?.dialPhone;
    return dialCode ? { ...values, dialCode } : values;
  });
  const today = new Date(clock());
  return (
    <Form<ProfileValues>
      onSubmit={formSubmit(account.saveProfile)}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, values, form }) => (
        // An edit takes the "saved" line away: it no longer says what the form shows.
        <form className={styles.form} onSubmit={handleSubmit} onInput={account.edited} noValidate aria-labelledby={headingId}>
          <FocusFirstError />
          <div className={styles.grid}>
            <Field
              name="lastName"
              component={TextField}
              label={intl.formatMessage({ id: 'auth.signUp.lastName', defaultMessage: 'Last name' })}
              autoComplete="family-name"
              required
            />
            <Field
              name="firstName"
              component={TextField}
              label={intl.formatMessage({ id: 'auth.signUp.firstName', defaultMessage: 'First name' })}
              autoComplete="given-name"
              required
            />
            <Field
              name="userName"
              component={TextField}
              label={intl.formatMessage({ id: 'auth.signUp.userName', defaultMessage: 'Custom Username or Codename' })}
              autoComplete="username"
              required
            />
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
              dialCode={values.dialCode}
              hint={intl.formatMessage({ id: 'auth.signUp.phone.hint', defaultMessage: 'Choose a country to add its dial code' })}
              autoComplete="tel-national"
              parse={parsePhoneInput}
              format={(value: string | undefined) => formatPhone(value ?? '', values.dialCode)}
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
          </div>
          {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="account.profile.save" defaultMessage="Save profile" />
            </Button>
            {account.saved === 'profile' && (
              <p className={styles.saved} role="status">
                <FormattedMessage id="account.profile.saved" defaultMessage="Your profile is saved." />
              </p>
            )}
          </div>
        </form>
      )}
    />
  );
});
