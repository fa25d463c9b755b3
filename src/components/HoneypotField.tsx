import { Field } from 'react-final-form';
import { HONEYPOT_INPUT, HoneypotTrap } from './HoneypotTrap';

/**
 * The public forms' honeypot (contracts/common.ts HONEYPOT_FIELD): off screen, out of the tab order and hidden
 * from assistive technology, so people never fill it; form-filling bots do, and the server then keeps nothing.
 */
export function HoneypotField() {
  return (
    <HoneypotTrap>
      <Field {...HONEYPOT_INPUT} component="input" />
    </HoneypotTrap>
  );
}
