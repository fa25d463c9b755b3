import type { FormEventHandler, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { IntentHandlers } from '../../hooks/useFormOnIntent';
import { FieldFrame } from '../../components/FieldFrame';
import * as fieldStyles from '../../components/FieldFrame.module.css';
import { HONEYPOT_INPUT, HoneypotTrap } from '../../components/HoneypotTrap';
import { FOOTER_EMAIL_INPUT, FooterSubscribeLayout } from './FooterSubscribeLayout';

const NO_ERROR = {};

export interface FooterSubscribePlaceholderProps {
  readonly formRef: Ref<HTMLFormElement>;
  readonly intent: IntentHandlers;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * The footer subscribe box as the server renders it and the page first hydrates it: the same markup as the
 * form, with plain inputs, so the form library loads only when a reader comes to it (FooterSubscribeSlot, hooks/useFormOnIntent).
 */
export function FooterSubscribePlaceholder({ formRef, intent, onSubmit }: FooterSubscribePlaceholderProps) {
  const intl = useIntl();
  return (
    <FooterSubscribeLayout
      formRef={formRef}
      intent={intent}
      onSubmit={onSubmit}
      email={
        <FieldFrame meta={NO_ERROR} label={intl.formatMessage({ id: 'footer.subscribe.email', defaultMessage: 'Your email' })} hideLabel>
          {(control) => (
            <input
              {...FOOTER_EMAIL_INPUT}
              {...control}
              placeholder={intl.formatMessage({ id: 'footer.subscribe.placeholder', defaultMessage: 'name@example.com' })}
              className={fieldStyles.input}
            />
          )}
        </FieldFrame>
      }
      honeypot={
        <HoneypotTrap>
          <input {...HONEYPOT_INPUT} />
        </HoneypotTrap>
      }
    />
  );
}
