import { useId, type ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatError, type LocalizedError } from '../i18n/formErrors';
import * as styles from './FieldFrame.module.css';

/** What the framed control must carry: its id (the label's target) and its required/invalid/description state. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-required': true | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  readonly meta: FieldMetaState<unknown>;
  readonly label: string;
  /** Hide the label visually (it stays for screen readers), for one-field forms with a visible heading. */
  readonly hideLabel?: boolean;
  readonly required?: boolean | undefined;
  /** Ids of other texts that describe the control (a hint, a dial code), read before the error. */
  readonly describedBy?: readonly (string | false | undefined)[];
  /** Shown under the control, above the error (a hint). */
  readonly below?: ReactNode;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, the error and their ARIA wiring that every react-final-form field shares. The error is the
 * submission's (SPEC §5: validation runs only on submit) and is hidden as soon as the field is edited again.
 */
export function FieldFrame({ meta, label, hideLabel = false, required, describedBy = [], below, children }: FieldFrameProps) {
  const intl = useIntl();
  const id = useId();
  const error = (meta.submitError as LocalizedError | undefined) ?? undefined;
  const showError = Boolean(error) && !meta.dirtySinceLastSubmit;
  const errorId = `${id}-error`;
  const described = [...describedBy, showError && errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true" />}
      </label>
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': showError || undefined,
        'aria-describedby': described || undefined,
      })}
      {below}
      {showError && error && (
        <p id={errorId} className={styles.error} role="alert">
          {formatError(intl, error)}
        </p>
      )}
    </div>
  );
}
