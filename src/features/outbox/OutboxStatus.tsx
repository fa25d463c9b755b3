import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { FootNote } from '../../components/FootNote';
import { FootNoteAction } from '../../components/FootNoteAction';
import { useStores } from '../../hooks/StoresContext';
import type { OutboxKind } from '../../lib/outbox';
import * as styles from './OutboxStatus.module.css';

/** The message's `kind` select: a header subscription is a subscription to the reader. */
const kindOf = (kind: OutboxKind) => (kind === 'subscribeHeader' ? 'subscribe' : kind);

/**
 * What waits in the outbox, and what has just left it: a quiet note at the foot of the screen, read out
 * politely, so a reader who was told "Thank you" while offline also learns that the message will go, and went.
 */
export const OutboxStatus = observer(function OutboxStatus() {
  const { outbox } = useStores();
  const delivered = outbox.deliveries.at(-1);
  return (
    <div className={`${styles.region} no-print`} role="status" aria-live="polite">
      {outbox.entries.map((entry) => (
        <FootNote
          key={entry.id}
          tone={entry.refused ? 'error' : 'info'}
          actions={
            <FootNoteAction onClick={() => void outbox.remove(entry.id)}>
              {entry.refused ? (
                <FormattedMessage id="outbox.remove" defaultMessage="Remove" />
              ) : (
                <FormattedMessage id="outbox.cancel" defaultMessage="Don’t send" />
              )}
            </FootNoteAction>
          }
        >
          {entry.refused ? (
            <FormattedMessage
              id="outbox.refused"
              defaultMessage="{kind, select, contact {Your message to the editors} submit {Your contribution} resetPassword {Your new password} other {Your newsletter subscription}} could not be sent: it was not accepted."
              values={{ kind: kindOf(entry.kind) }}
            />
          ) : (
            <FormattedMessage
              id="outbox.waiting"
              defaultMessage="{kind, select, contact {Your message to the editors} submit {Your contribution} resetPassword {Your new password} other {Your newsletter subscription}} will be sent as soon as the connection is back."
              values={{ kind: kindOf(entry.kind) }}
            />
          )}
        </FootNote>
      ))}
      {delivered && (
        <FootNote
          tone="success"
          actions={
            <FootNoteAction onClick={() => outbox.dismissDeliveries()}>
              <FormattedMessage id="outbox.dismiss" defaultMessage="OK" />
            </FootNoteAction>
          }
        >
          <FormattedMessage
            id="outbox.sent"
            defaultMessage="{kind, select, contact {Your message to the editors} submit {Your contribution} resetPassword {Your new password} other {Your newsletter subscription}} has been sent."
            values={{ kind: kindOf(delivered.kind) }}
          />
        </FootNote>
      )}
    </div>
  );
});
