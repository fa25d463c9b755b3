import { Field } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import * as styles from './HoneypotField.module.css';

/**
 * The public forms' honeypot (contracts/common.ts HONEYPOT_FIELD): off screen, out of the tab order and hidden
 * from assistive technology, so people never fill it; form-filling bots do, and the server then keeps nothing.
 */
export function HoneypotField() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        <FormattedMessage id="form.honeypot" defaultMessage="Leave this field empty" />
        <Field name="website" component="input" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
