import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { TextField } from './TextField';
import * as styles from './ContactFields.module.css';

export interface ContactFieldsProps {
  /** What the phone field keeps of what is typed (SPEC §5: digits only). */
  readonly parsePhone: (value: string) => string;
}

/**
 * The reader's name, email and optional phone, as the subscription, contact and contribution forms ask for them
 * (fields firstName, lastName, email, phone of the enclosing react-final-form form).
 */
export function ContactFields({ parsePhone }: ContactFieldsProps) {
  const intl = useIntl();
  return (
    <div className={styles.grid}>
      <Field
        name="firstName"
        component={TextField}
        autoComplete="given-name"
        required
        data-autofocus
        label={intl.formatMessage({ id: 'form.firstName', defaultMessage: 'First name' })}
      />
      <Field
        name="lastName"
        component={TextField}
        autoComplete="family-name"
        required
        label={intl.formatMessage({ id: 'form.lastName', defaultMessage: 'Last name' })}
      />
      <Field
        name="email"
        component={TextField}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        label={intl.formatMessage({ id: 'form.email', defaultMessage: 'Email' })}
      />
      <Field
        name="phone"
        component={TextField}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        parse={parsePhone}
        label={intl.formatMessage({ id: 'form.phone', defaultMessage: 'Phone (optional)' })}
      />
    </div>
  );
}
