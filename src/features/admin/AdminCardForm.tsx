import type { ReactNode } from 'react';
import { Field, Form, type FormProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import type { LocalizedError } from '../../i18n/formErrors';
import * as styles from './Admin.module.css';

interface AdminCardFormProps<Values> {
  readonly onSubmit: FormProps<Values>['onSubmit'];
  /** Above the e-mail field: what the form is for. */
  readonly intro?: ReactNode;
  /** After the e-mail field: the form's other fields. */
  readonly children?: ReactNode;
  readonly submitLabel: ReactNode;
  /** Under the button: a link to the other signed-out screen. */
  readonly after?: ReactNode;
}

/** The form of a signed-out desk screen: the editor's e-mail (and what else it asks), the refusal, the button. */
export function AdminCardForm<Values>({ onSubmit, intro, children, submitLabel, after }: AdminCardFormProps<Values>) {
  const intl = useIntl();
  const email = intl.formatMessage({ id: 'admin.signIn.email', defaultMessage: 'Email' });
  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          {intro}
          <Field name="email" component={TextField} type="email" autoComplete="username" required label={email} />
          {children}
          {!dirtySinceLastSubmit && <FormError error={submitError as LocalizedError | undefined} />}
          <Button type="submit" busy={submitting}>
            {submitLabel}
          </Button>
          {after}
        </form>
      )}
    />
  );
}
