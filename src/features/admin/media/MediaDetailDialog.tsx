import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { MEDIA_LIMITS } from '../../../../contracts/adminMedia';
import { LOCALES } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { formatFileSize } from '../../../components/FilePicker';
import { Picture } from '../../../components/Picture';
import { ResourceState } from '../../../components/ResourceState';
import { UploadProgress } from '../../../components/UploadProgress';
import { HTML_LANG, LOCALE_NAMES } from '../../../i18n/locales';
import type { MediaLibraryStore } from '../../../stores/admin/MediaLibraryStore';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import * as styles from './Media.module.css';
import { mediaKindName } from '../desk/pictureMessages';
import { mediaErrorText, mediaSuccessText, mediaUseHref, mediaUseText } from './mediaMessages';

export interface MediaDetailDialogProps {
  readonly media: MediaLibraryStore;
  /** An editor may write the texts, replace the file and delete; a contributor reads them. */
  readonly mayEdit: boolean;
}

/**
 * One item of the library: the picture (or a player for a sound), its texts per language and credit, where it is
 * used; an editor saves the texts, replaces the file (same item, every page follows) or deletes it when unused.
 */
export const MediaDetailDialog = observer(function MediaDetailDialog({ media, mayEdit }: MediaDetailDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const replaceInput = useRef<HTMLInputElement>(null);
  const { draft, detail, outcome, pending } = media;
  const tooLong = media.tooLong;
  const limitText = (text: string, limit: number) =>
    text.trim().length > limit
      ? intl.formatMessage({ id: 'admin.media.tooLong', defaultMessage: 'At most {limit} characters: {over} too many.' }, { limit, over: text.trim().length - limit })
      : undefined;
  return (
    <Dialog open={detail !== null} onClose={() => media.close()} labelledBy={titleId} variant="sidePanel" size="wide">
      <div className={`${desk.dialog} ${styles.detail}`}>
        <h2 id={titleId} className={desk.dialogTitle}>
          {draft?.item.name ?? <FormattedMessage id="admin.media.detail.loading" defaultMessage="Media item" />}
        </h2>
        {detail && (
          <ResourceState resource={detail} onRetry={() => void detail.retry()}>
            {() =>
              draft && (
                <>
                  <div className={styles.preview}>
                    {draft.item.image ? (
                      <Picture image={draft.item.image} alt={draft.alt[intl.locale as keyof typeof draft.alt] ?? ''} sizes="(max-width: 40rem) 90vw, 28rem" eager />
                    ) : draft.item.kind === 'video' ? (
                      <video controls preload="metadata" src={draft.item.path} aria-label={draft.item.name} className={styles.video} />
                    ) : (
                      <audio controls preload="none" src={draft.item.path} aria-label={draft.item.name} />
                    )}
                  </div>
                  <p className={styles.facts}>
                    {[
                      mediaKindName(intl, draft.item.kind),
                      draft.item.image ? `${draft.item.image.width}×${draft.item.image.height}` : null,
                      draft.item.size > 0 ? formatFileSize(intl, draft.item.size) : null,
                      intl.formatMessage(
                        { id: 'admin.media.detail.added', defaultMessage: 'added by {name} on {date}' },
                        { name: draft.item.createdBy || '—', date: intl.formatDate(draft.item.createdAt, { dateStyle: 'medium' }) },
                      ),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <form
                    className={styles.texts}
                    onSubmit={(event) => {
                      event.preventDefault();
                      void media.save();
                    }}
                  >
                    <fieldset className={styles.fieldset} disabled={!mayEdit}>
                      <legend className={desk.legend}>
                        <FormattedMessage id="admin.media.detail.texts" defaultMessage="What it shows or says, per language" />
                      </legend>
                      {LOCALES.map((locale) => (
                        <DeskTextField
                          key={locale}
                          label={intl.formatMessage({ id: 'admin.media.detail.alt', defaultMessage: 'Text alternative ({language})' }, { language: LOCALE_NAMES[locale] })}
                          value={draft.alt[locale]}
                          lang={HTML_LANG[locale]}
                          onChange={(text) => media.setAlt(locale, text)}
                          message={tooLong.includes(locale) ? limitText(draft.alt[locale], MEDIA_LIMITS.alt) : undefined}
                          multiline
                        />
                      ))}
                      <DeskTextField
                        label={intl.formatMessage({ id: 'admin.media.detail.credit', defaultMessage: 'Credit' })}
                        hint={intl.formatMessage({ id: 'admin.media.detail.creditHint', defaultMessage: 'Who made it, as printed under it: “Photo: Lin Wen”.' })}
                        value={draft.credit}
                        onChange={(credit) => media.setCredit(credit)}
                        message={tooLong.includes('credit') ? limitText(draft.credit, MEDIA_LIMITS.credit) : undefined}
                      />
                    </fieldset>
                    {mayEdit && (
                      <div className={desk.dialogActions}>
                        <Button type="submit" busy={pending === 'save'} disabled={!media.changed}>
                          <FormattedMessage id="admin.media.detail.save" defaultMessage="Save the texts" />
                        </Button>
                      </div>
                    )}
                  </form>
                  <div className={desk.messages}>
                    {outcome?.error && (
                      <p className={desk.errorMessage} role="alert">
                        {mediaErrorText(intl, outcome.error)}
                        {outcome.error.kind === 'versionConflict' && (
                          <>
                            {' '}
                            <Button variant="secondary" onClick={() => void media.reload()}>
                              <FormattedMessage id="admin.media.detail.reload" defaultMessage="Reload the item" />
                            </Button>
                          </>
                        )}
                      </p>
                    )}
                    <p className={desk.successMessage} role="status">
                      {outcome?.success ? mediaSuccessText(intl, outcome.success) : null}
                    </p>
                  </div>
                  <section aria-labelledby={`${titleId}-uses`}>
                    <h3 id={`${titleId}-uses`} className={styles.sectionTitle}>
                      <FormattedMessage id="admin.media.detail.uses" defaultMessage="Where it is used" />
                    </h3>
                    {draft.uses.length === 0 ? (
                      <p>
                        <FormattedMessage id="admin.media.detail.unused" defaultMessage="Nowhere yet." />
                      </p>
                    ) : (
                      <ul className={styles.uses}>
                        {draft.uses.map((use) => {
                          const href = mediaUseHref(use);
                          const text = mediaUseText(intl, use);
                          return <li key={`${use.kind}:${use.id}`}>{href ? <Link href={href}>{text}</Link> : text}</li>;
                        })}
                      </ul>
                    )}
                  </section>
                  {mayEdit && (
                    <section className={styles.fileActions} aria-labelledby={`${titleId}-file`}>
                      <h3 id={`${titleId}-file`} className={styles.sectionTitle}>
                        <FormattedMessage id="admin.media.detail.file" defaultMessage="The file" />
                      </h3>
                      {pending === 'replace' ? (
                        <UploadProgress label={intl.formatMessage({ id: 'admin.media.detail.replacing', defaultMessage: 'Uploading the new file' })} percent={media.replacePercent} />
                      ) : (
                        <>
                          <input
                            ref={replaceInput}
                            type="file"
                            hidden
                            accept={MEDIA_LIMITS.accept.join(',')}
                            onChange={(event) => {
                              const file = event.currentTarget.files?.[0];
                              event.currentTarget.value = '';
                              if (file) void media.replace(file);
                            }}
                          />
                          <Button variant="secondary" onClick={() => replaceInput.current?.click()}>
                            <FormattedMessage id="admin.media.detail.replace" defaultMessage="Replace the file" />
                          </Button>
                        </>
                      )}
                      {media.confirmingDelete ? (
                        <div className={styles.confirm} role="group" aria-labelledby={`${titleId}-confirm`}>
                          <p id={`${titleId}-confirm`}>
                            <FormattedMessage id="admin.media.detail.confirmDelete" defaultMessage="Delete this item from the library for good?" />
                          </p>
                          <Button variant="secondary" onClick={() => media.askDelete(false)}>
                            <FormattedMessage id="admin.media.detail.keep" defaultMessage="Keep it" />
                          </Button>
                          <Button busy={pending === 'delete'} onClick={() => void media.remove()}>
                            <FormattedMessage id="admin.media.detail.deleteForGood" defaultMessage="Delete" />
                          </Button>
                        </div>
                      ) : (
                        <Button variant="secondary" onClick={() => media.askDelete()} disabled={draft.uses.length > 0}>
                          <FormattedMessage id="admin.media.detail.delete" defaultMessage="Delete from the library" />
                        </Button>
                      )}
                      {draft.uses.length > 0 && (
                        <p className={desk.hint}>
                          <FormattedMessage id="admin.media.detail.deleteInUse" defaultMessage="An item in use cannot be deleted." />
                        </p>
                      )}
                    </section>
                  )}
                </>
              )
            }
          </ResourceState>
        )}
        <div className={desk.dialogActions}>
          <Button variant="secondary" onClick={() => media.close()}>
            <FormattedMessage id="admin.media.detail.close" defaultMessage="Close" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
});
