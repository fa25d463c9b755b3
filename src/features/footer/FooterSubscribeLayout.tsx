import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { IntentHandlers } from '../../hooks/useFormOnIntent';
import { Button } from '../../components/Button';
import { ScriptNeeded } from '../../components/ScriptNeeded';
import * as styles from './FooterSubscribe.module.css';

/** The email input's attributes: the same on the form and on the placeholder shown until the form has loaded. */
export const FOOTER_EMAIL_INPUT = { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' } as const;

export interface FooterSubscribeLayoutProps {
  readonly formRef?: Ref<HTMLFormElement>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** The placeholder's listeners for a reader's first approach (hooks/useFormOnIntent). */
  readonly intent?: IntentHandlers | undefined;
  readonly email: ReactNode;
  readonly honeypot: ReactNode;
  readonly submitting?: boolean;
  readonly error?: ReactNode;
}

/** The footer subscribe box's markup (SPEC §2), the same with or without the form library loaded. */
export function FooterSubscribeLayout({ formRef, onSubmit, intent, email, honeypot, submitting = false, error }: FooterSubscribeLayoutProps) {
  const headingId = useId();
  return (
    <form
      ref={formRef}
      className={styles.box}
      onSubmit={onSubmit}
      {...intent}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="footer.subscribe.title" defaultMessage="Subscribe to our newsletter" />
      </h2>
      <p className={styles.intro}>
        <FormattedMessage id="footer.subscribe.intro" defaultMessage="The week's best stories, in your inbox every Friday." />
      </p>
      <ScriptNeeded>
        <FormattedMessage id="footer.subscribe.needsScript" defaultMessage="Subscribing needs JavaScript. Turn it on in your browser to sign up." />
      </ScriptNeeded>
      <div className={`${styles.row} needs-script`}>
        {email}
        <Button type="submit" busy={submitting}>
          <FormattedMessage id="footer.subscribe.submit" defaultMessage="Subscribe" />
        </Button>
      </div>
      {honeypot}
      {error}
    </form>
  );
}
