import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { checkEmbedUrl, EMBED_PROVIDER_NAMES, type EmbedRefusal } from '../../../lib/embeds';
import { BodyBlockDialog } from './BodyBlockDialog';
import { DialogTextField } from './DialogTextField';

const REFUSALS = defineMessages<EmbedRefusal>({
  required: { id: 'admin.editor.embed.required', defaultMessage: 'Enter the address of the video or post.' },
  notUrl: { id: 'admin.editor.embed.notUrl', defaultMessage: 'This is not a web address: check it for typing errors.' },
  provider: {
    id: 'admin.editor.embed.provider',
    defaultMessage: 'Only {providers} can be embedded. For another site, add a link to it instead.',
  },
  notPost: {
    id: 'admin.editor.embed.notPost',
    defaultMessage: 'This address is not one video or post: open the video or post itself and copy its address.',
  },
});

export interface EmbedDialogProps {
  /** The embedded address being changed, or '' to add one. */
  readonly url: string;
  readonly onApply: (url: string) => void;
  readonly onClose: () => void;
}

/**
 * An embed by address: a YouTube or Vimeo video, an X or Instagram post. The address is checked on Insert
 * (src/lib/embeds.ts, the check the reader's page makes again) and the refusal says why.
 */
export function EmbedDialog({ url, onApply, onClose }: EmbedDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState(url);
  const [refusal, setRefusal] = useState<EmbedRefusal | null>(null);
  const providers = intl.formatList(Object.values(EMBED_PROVIDER_NAMES), { type: 'conjunction' });

  const apply = () => {
    const checked = checkEmbedUrl(typed);
    if (checked.ok) onApply(checked.embed.url);
    else setRefusal(checked.reason);
  };

  return (
    <BodyBlockDialog
      editing={url !== ''}
      addTitle={intl.formatMessage({ id: 'admin.editor.embed.addTitle', defaultMessage: 'Embed a video or post' })}
      editTitle={intl.formatMessage({ id: 'admin.editor.embed.editTitle', defaultMessage: 'Edit the embed' })}
      onSubmit={apply}
      onClose={onClose}
    >
      <DialogTextField
        label={intl.formatMessage({ id: 'admin.editor.embed.url', defaultMessage: 'Address of the video or post' })}
        value={typed}
        inputMode="url"
        required
        autoFocus
        onChange={(value) => {
          setTyped(value);
          setRefusal(null);
        }}
        hint={intl.formatMessage(
          {
            id: 'admin.editor.embed.hint',
            defaultMessage: 'From {providers}. Readers see a card until they choose to load it: nothing loads from those sites before.',
          },
          { providers },
        )}
        error={refusal ? intl.formatMessage(REFUSALS[refusal], { providers }) : null}
      />
    </BodyBlockDialog>
  );
}
