import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import type { LocalizedError } from '../../i18n/formErrors';
import * as styles from './AccountPage.module.css';

interface AccountFormProps<Values> {
  /** The id of the section's heading, which names the form. */
  readonly headingId: string;
  readonly onSubmit: FormProps<Values>['onSubmit'];
  readonly initialValues?: FormProps<Values>['initialValues'];
  /** An edit takes the "saved" line away: it no longer says what the form shows. */
  readonly onInput: () => void;
  /** The fields (given what is typed so far), with any hint above them. */
  readonly children: (values: Values) => ReactNode;
  readonly submitLabel: ReactNode;
  /** Beside the button once the form is saved or sent: the line that says so (a status), else nothing. */
  readonly done: ReactNode;
}

/** One form of the account page: its fields, the refusal the server gave, the button and what was done. */
export function AccountForm<Values>({ headingId, onSubmit, initialValues, onInput, children, submitLabel, done }: AccountFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, values }) => (
        <form className={styles.form} onSubmit={handleSubmit} onInput={onInput} noValidate aria-labelledby={headingId}>
          <FocusFirstError />
          {children(values)}
          {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {submitLabel}
            </Button>
            {done && (
              <p className={styles.saved} role="status">
                {done}
              </p>
            )}
          </div>
        </form>
      )}
    />
  );
}
