import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AboutYouFields } from '../../components/AboutYouFields';
import { NameFields } from '../../components/NameFields';
import { useStores } from '../../hooks/StoresContext';
import { countryOptions, findCountry } from '../../lib/countries';
import { formSubmit } from '../../lib/refusal';
import type { ProfileValues } from '../../lib/validation';
import { AccountForm } from './AccountForm';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** The sign-up fields but the e-mail and the password, with sign-up's labels and texts (AccountStore.saveProfile). */
export const ProfileForm = observer(function ProfileForm({ headingId }: { readonly headingId: string }) {
  const { locale, clock } = useStores();
  const { account } = useAccountStores();
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
    <AccountForm<ProfileValues>
      headingId={headingId}
      onSubmit={formSubmit(account.saveProfile)}
      initialValues={initialValues}
      onInput={account.edited}
      submitLabel={<FormattedMessage id="account.profile.save" defaultMessage="Save profile" />}
      done={account.saved === 'profile' && <FormattedMessage id="account.profile.saved" defaultMessage="Your profile is saved." />}
    >
      {(values) => (
        <div className={styles.grid}>
          <NameFields />
          <AboutYouFields locale={locale} countries={countries} dialCode={values.dialCode} today={today} />
        </div>
      )}
    </AccountForm>
  );
});
