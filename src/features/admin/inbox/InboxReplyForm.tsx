import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import type { InboxStore } from '../../../stores/admin/InboxStore';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { replyProblemText } from './inboxMessages';

export interface InboxReplyFormProps {
  readonly inbox: InboxStore;
  /** The heading that names the form. */
  readonly titleId: string;
}

/** The reply, mailed to the sender in their language; checked when sent, each field's error cleared as it is edited. */
export const InboxReplyForm = observer(function InboxReplyForm({ inbox, titleId }: InboxReplyFormProps) {
  const intl = useIntl();
  const item = inbox.current;
  if (!item) return null;
  const errors = inbox.replyErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void inbox.sendReply();
  };
  const lang = LOCALE_LIST[item.locale].lang;
  return (
    <form aria-labelledby={titleId} noValidate onSubmit={submit}>
      <p className={desk.hint}>
        <FormattedMessage
          id="admin.inbox.reply.hint"
          defaultMessage="Mailed to {email}. The subject and the closing line are in the sender's language, {language}."
          values={{ email: item.email, language: LOCALE_LIST[item.locale].name }}
        />
      </p>
      <DeskTextField
        label={intl.formatMessage({ id: 'admin.inbox.reply.subject', defaultMessage: 'Subject' })}
        value={inbox.reply.subject}
        onChange={(subject) => inbox.editReply({ subject })}
        message={replyProblemText(intl, 'subject', errors.subject)}
        lang={lang}
        required
      />
      <DeskTextField
        label={intl.formatMessage({ id: 'admin.inbox.reply.text', defaultMessage: 'Your reply' })}
        value={inbox.reply.text}
        onChange={(text) => inbox.editReply({ text })}
        message={replyProblemText(intl, 'text', errors.text)}
        multiline
        lang={lang}
        required
      />
      <div className={desk.actionRow}>
        <Button type="submit" busy={inbox.pending === 'reply'}>
          <FormattedMessage id="admin.inbox.reply.send" defaultMessage="Send reply" />
        </Button>
      </div>
    </form>
  );
});
