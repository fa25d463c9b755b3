import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { TextField } from './TextField';

/**
 * SPEC §2's name fields (last name, first name, the user name readers see), in one place for the sign-up popup and
 * the account's profile. `autoFocus`: the last name takes the form's first focus. Fields of the enclosing form.
 */
export function NameFields({ autoFocus = false }: { readonly autoFocus?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <Field
        name="lastName"
        component={TextField}
        label={intl.formatMessage({ id: 'auth.signUp.lastName', defaultMessage: 'Last name' })}
        autoComplete="family-name"
        required
        data-autofocus={autoFocus ? true : undefined}
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
    </>
  );
}
