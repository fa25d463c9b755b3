import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PasswordField } from './PasswordField';

/** A new password and the same again (`password`, `confirmPassword`): sign-up's and the account page's. */
export function NewPasswordFields({ label }: { readonly label: string }) {
  const intl = useIntl();
  const again = intl.formatMessage({ id: 'auth.signUp.confirmPassword', defaultMessage: 'Confirm password' });
  return (
    <>
      <Field name="password" component={PasswordField} autoComplete="new-password" label={label} required />
      <Field name="confirmPassword" component={PasswordField} autoComplete="new-password" label={again} required />
    </>
  );
}
