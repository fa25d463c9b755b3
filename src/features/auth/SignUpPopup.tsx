import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
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
import { PasswordField } from '../../components/PasswordField';
import { PhoneField } from '../../components/PhoneField';
import { Popup, type PopupComponentProps } from '../../components/Popup';
import { RadioGroupField } from '../../components/RadioGroupField';
import { TextField } from '../../components/TextField';
import { config } from '../../config';
import type { LocalizedError } from '../../i18n/formErrors';
import { INTL_LOCALE } from '../../i18n/locales';
import { countryOptions, searchCountries } from '../../lib/countries';
import { formatPhone, parsePhoneInput } from '../../lib/phone';
import { useStores } from '../../hooks/StoresContext';
import type { SignUpValues } from '../../lib/validation';
import * as styles from './SignUpPopup.module.css';
import { formSubmit } from '../../lib/refusal';
import type { PopupProps } from '../../stores/PopupsStore';

/** SPEC §9: birth years from 1900 to the current year. */
const FIRST_BIRTH_YEAR = 1900;

/** The calendars loaded, by the names the locale list gives them (contracts/locales.ts's `calendar`). */
const CALENDARS = { enUS, zhCN, zhTW } satisfies Record<string, DayPickerProps['locale']>;
const CALENDAR_LOCALES: Record<Locale, DayPickerProps['locale']> = mapLocales((locale) => CALENDARS[LOCALE_LIST[locale].calendar]);

/**
 * SPEC §2 sign-up popup. With a pending draft (a like, comment or vote waiting for an account) it has its own
 * title and the short look: the optional fields wait behind a disclosure. Everything else — validation, the
 * §3 payload, the §8 messages, what opens next — is SessionStore.signUp's.
 */
export const SignUpPopup = observer(function SignUpPopup({ onClose, closing }: PopupComponentProps<PopupProps['signUp']>) {
  const { session, drafts, popups, locale, clock } = useStores();
  const intl = useIntl();
  const short = drafts.popupLayout === 'short';
  const today = new Date(clock());
  const countries = countryOptions(locale);

  const title = drafts.pending ? (
    <FormattedMessage id="auth.signUp.draftTitle" defaultMessage="One-time registration, all-site access" />
  ) : (
    <FormattedMessage
      id="auth.signUp.title"
      defaultMessage="Register on {product}..."
      values={{ product: config.product.name[locale] }}
    />
  );

  return (
    <Popup
      title={title}
      description={
        drafts.pending ? (
          <FormattedMessage
            id="auth.signUp.draftSubtitle"
            defaultMessage="Register to take part in community activity and comments."
          />
        ) : (
          <FormattedMessage id="auth.signUp.subtitle" defaultMessage="A New Space for Social Comments" />
        )
      }
      onClose={onClose}
      closing={closing}
      size={short ? 'narrow' : 'wide'}
    >
      {drafts.pending && (
        // A reader who liked, commented or voted signed out most likely has an account: signing in is the first
        // choice, above the fold on a phone; the short registration form follows for those who have none.
        <div className={styles.draftSignIn}>
          <p className={styles.draftSignInText}>
            <FormattedMessage
              id="auth.signUp.draftSignIn"
              defaultMessage="Already a reader? Log in, and what you just did is done at once."
            />
          </p>
          <Button variant="primary" onClick={() => popups.open('signIn')} data-autofocus>
            <FormattedMessage id="auth.signUp.signIn" defaultMessage="Log in" />
          </Button>
        </div>
      )}
      {drafts.pending && (
        <p className={styles.draftOr}>
          <FormattedMessage id="auth.signUp.draftOr" defaultMessage="New here? Register in a minute:" />
        </p>
      )}
      <Form<SignUpValues>
        // SPEC §4's reset after success: the popup closes, and each opening mounts a new, empty form.
        onSubmit={formSubmit(session.signUp)}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, values, form }) => {
          const identity = (
            <>
              <Field
                name="lastName"
                component={TextField}
                label={intl.formatMessage({ id: 'auth.signUp.lastName', defaultMessage: 'Last name' })}
                autoComplete="family-name"
                required
                // With a draft, the sign-in button above takes the first focus.
                data-autofocus={drafts.pending ? undefined : true}
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
              <Field
                name="email"
                component={TextField}
                type="email"
                inputMode="email"
                autoComplete="email"
                label={intl.formatMessage({ id: 'auth.signUp.email', defaultMessage: 'Email' })}
                required
              />
            </>
          );
          const aboutYou = (
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
            </>
          );
          const passwords = (
            <>
              <Field
                name="password"
                component={PasswordField}
                autoComplete="new-password"
                label={intl.formatMessage({ id: 'auth.signUp.password', defaultMessage: 'Password' })}
                required
              />
              <Field
                name="confirmPassword"
                component={PasswordField}
                autoComplete="new-password"
                label={intl.formatMessage({ id: 'auth.signUp.confirmPassword', defaultMessage: 'Confirm password' })}
                required
              />
            </>
          );
          const grid = (children: ReactNode) => <div className={short ? styles.column : styles.grid}>{children}</div>;
          return (
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              <FocusFirstError />
              <p className={styles.requiredNote}>
                <FormattedMessage id="auth.signUp.requiredNote" defaultMessage="Fields marked with * are required." />
              </p>
              {short ? (
                <>
                  {grid(
                    <>
                      {identity}
                      {passwords}
                    </>,
                  )}
                  <details className={styles.more}>
                    <summary className={styles.summary}>
                      <FormattedMessage id="auth.signUp.more" defaultMessage="More about you (optional)" />
                    </summary>
                    {grid(aboutYou)}
                  </details>
                </>
              ) : (
                grid(
                  <>
                    {identity}
                    {aboutYou}
                    {passwords}
                  </>,
                )
              )}
              {!dirtySinceLastSubmit && (
                <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
              )}
              <div className={styles.actions}>
                <Button type="submit" busy={submitting}>
                  <FormattedMessage id="auth.signUp.submit" defaultMessage="Register" />
                </Button>
              </div>
            </form>
          );
        }}
      />
      {!drafts.pending && (
        <p className={styles.signIn}>
          <FormattedMessage id="auth.signUp.haveAccount" defaultMessage="Already have an account?" />
          <Button variant="link" onClick={() => popups.open('signIn')}>
            <FormattedMessage id="auth.signUp.signIn" defaultMessage="Log in" />
          </Button>
        </p>
      )}
    </Popup>
  );
});
