import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { LocalizedError } from '../i18n/formErrors';
import { Button } from './Button';
import { ContactFields } from './ContactFields';
import * as styles from './ContactForm.module.css';
import { FocusFirstError } from './FocusFirstError';
import { FormError } from './FormError';
import { HoneypotField } from './HoneypotField';

export interface ContactFormProps<Values extends object> {
  /** The store's action: the submission's errors, or undefined once it is sent. */
  readonly onSubmit: (values: Values) => Promise<object | undefined>;
  /** What the phone field keeps of what is typed (SPEC §5: digits only). */
  readonly parsePhone: (value: string) => string;
  /** Shown above the fields (a notice). */
  readonly lead?: ReactNode;
  /** The popup's own fields, after the name, email and phone. */
  readonly children?: ReactNode;
  readonly submitLabel: ReactNode;
  readonly busyLabel: ReactNode;
  /**
   * What the form starts with (a signed-in reader's name and email). Read once, when the form mounts: a later
   * change never resets what the reader has typed since.
   */
  readonly initialValues?: Partial<Values>;
}

/**
 * The form of the popups that ask who the reader is (subscription, contact, contribution): name, email and
 * optional phone (ContactFields), the popup's own fields, a form-level message, and the submit button, busy while
 * sending. Focus goes to the first field with an error after a failed submit.
 */
export function ContactForm<Values extends object>({
  onSubmit,
  parsePhone,
  lead,
  children,
  submitLabel,
  busyLabel,
  initialValues,
}: ContactFormProps<Values>) {
  const [initial] = useState(initialValues);
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initial}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          <FocusFirstError />
          {lead}
          <ContactFields parsePhone={parsePhone} />
          {children}
          <HoneypotField />
          {!dirtySinceLastSubmit && (
            <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={Boolean(submitting)}>
              {submitting ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
