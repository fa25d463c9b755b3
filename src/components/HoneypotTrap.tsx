import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './HoneypotField.module.css';

/** The honeypot input's attributes, shared by the form library's field and a plain input before it has loaded. */
export const HONEYPOT_INPUT = { name: 'website', type: 'text', tabIndex: -1, autoComplete: 'off' } as const;

/**
 * The honeypot's frame (contracts/common.ts HONEYPOT_FIELD): off screen and hidden from assistive technology,
 * around whatever input the form renders (the form library's field, or a plain input before it has loaded).
 */
export function HoneypotTrap({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        <FormattedMessage id="form.honeypot" defaultMessage="Leave this field empty" />
        {children}
      </label>
    </div>
  );
}
