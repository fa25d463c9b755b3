import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import * as styles from './FooterSubscribe.module.css';

/** The email input's attributes: the same on the form and on the placeholder shown until the form has loaded. */
export const FOOTER_EMAIL_INPUT = { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' } as const;

/** What the placeholder hands the form when it takes over: what was typed, whether it had focus, a pending submit. */
export interface FooterSubscribeHandover {
  readonly email: string;
  readonly focused: boolean;
  readonly submit: boolean;
}

export interface FooterSubscribeLayoutProps {
  readonly formRef?: Ref<HTMLFormElement>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** Where the placeholder listens for a reader's first approach (focus, pointer): see FooterSubscribeSlot. */
  readonly onIntent?: () => void;
  readonly email: ReactNode;
  readonly honeypot: ReactNode;
  readonly submitting?: boolean;
  readonly error?: ReactNode;
}

/** The footer subscribe box's markup (SPEC §2), the same with or without the form library loaded. */
export function FooterSubscribeLayout({ formRef, onSubmit, onIntent, email, honeypot, submitting = false, error }: FooterSubscribeLayoutProps) {
  const headingId = useId();
  return (
    <form
      ref={formRef}
      className={styles.box}
      onSubmit={onSubmit}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="footer.subscribe.title" defaultMessage="Subscribe to our newsletter" />
      </h2>
      <p className={styles.intro}>
        <FormattedMessage id="footer.subscribe.intro" defaultMessage="The week's best stories, in your inbox every Friday." />
      </p>
      <div className={styles.row}>
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
