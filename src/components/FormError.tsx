import { useIntl } from 'react-intl';
import { formatError, type LocalizedError } from '../i18n/formErrors';

/** The form-level message (final-form's FORM_ERROR), announced when it appears. */
export function FormError({ error, className }: { readonly error: LocalizedError | undefined; readonly className?: string }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <p role="alert" className={className}>
      {formatError(intl, error)}
    </p>
  );
}
