import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PasswordField } from '../../components/PasswordField';

/** The reader's password, asked again before the address changes or the account goes (`password`). */
export function YourPasswordField({ autofocus = false }: { readonly autofocus?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'account.delete.password', defaultMessage: 'Your password, to confirm' });
  return autofocus ? (
    <Field name="password" component={PasswordField} autoComplete="current-password" label={label} required data-autofocus />
  ) : (
    <Field name="password" component={PasswordField} autoComplete="current-password" label={label} required />
  );
}
