import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMERCIAL_LIMITS, COMMERCIAL_POSITIONS, SECTION_PAGE_TYPES } from '../../../../contracts/adminCommercial';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import { LOCALES } from '../../../../contracts/common';
import { PAGE_TYPES, type Category } from '../../../../contracts/content';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import { useStores } from '../../../hooks/StoresContext';
import type { CommercialFormStore } from '../../../stores/admin/CommercialFormStore';
import { TEXT_FIELDS, type CommercialFieldPath, type CommercialValues } from '../../../stores/admin/commercialValues';
import * as desks from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { IMAGE_FORMATS } from '../desk/pictureMessages';
import * as styles from './Commercial.module.css';
import { errorText, LINK_EXAMPLE, pageTypeNames, positionNames, problemText, textFieldNames } from './commercialMessages';
import { LOCALE_NAMES } from '../../../i18n/locales';

export interface BlockDialogProps {
  readonly form: CommercialFormStore;
  readonly categories: readonly Category[];
  readonly onClose: () => void;
}

/**
 * Adding or editing a block, in the site's modal dialog: where it shows (page type, section, place), the link and
 * picture, the languages and their texts, the dates. Nothing typed is ever cut or dropped; a wrong field says why.
 */
export const BlockDialog = observer(function BlockDialog({ form, categories, onClose }: BlockDialogProps) {
  const intl = useIntl();
  const { locale } = useStores();
  const id = useId();
  const titleId = `${id}-title`;
  const { values } = form;
  const message = (field: CommercialFieldPath, length = 0) => {
    const problem = form.shownProblems.get(field);
    return problem ? problemText(intl, problem, length, field) : undefined;
  };
  const imageError = form.error?.kind === 'imageType' || form.error?.kind === 'imageTooLarge' ? errorText(intl, form.error) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void form.save().then((saved) => {
      if (saved) onClose();
      // Refused here: the first field that says why gets focus (after the messages have rendered).
      else if (form.error?.kind === 'invalid') requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    });
  };
  const select = <K extends 'pageType' | 'position' | 'categoryId'>(field: K, label: string, options: { value: string; label: string }[]) => (
    <div className={desks.field}>
      <label htmlFor={`${id}-${field}`} className={desks.label}>
        {label}
      </label>
      <select id={`${id}-${field}`} className={desks.input} value={values[field]} onChange={(event) => form.set(field, event.target.value as CommercialValues[K])}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const localesMessage = message('locales');
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size="wide">
      <form className={`${desks.dialog} ${styles.form}`} onSubmit={submit} noValidate>
        <h2 id={titleId} className={desks.dialogTitle}>
          {form.block ? (
            <FormattedMessage id="admin.commercial.form.editTitle" defaultMessage="Edit the block" />
          ) : (
            <FormattedMessage id="admin.commercial.form.newTitle" defaultMessage="Add a block" />
          )}
        </h2>

        {form.conflict && (
          <div className={desks.conflict} role="alert">
            <p>
              <FormattedMessage
                id="admin.commercial.conflict.text"
                defaultMessage="{name} saved this block after you opened it. Keep their version, or save yours over it."
                values={{ name: form.conflict.updatedBy || intl.formatMessage({ id: 'admin.commercial.conflict.someone', defaultMessage: 'Someone else' }) }}
              />
            </p>
            <div className={desks.dialogActions}>
              <Button variant="secondary" onClick={() => form.keepTheirs()}>
                <FormattedMessage id="admin.commercial.conflict.keepTheirs" defaultMessage="Keep their version" />
              </Button>
              <Button busy={form.updating} onClick={() => void form.saveMineOverTheirs().then((saved) => saved && onClose())}>
                <FormattedMessage id="admin.commercial.conflict.saveMine" defaultMessage="Save mine over theirs" />
              </Button>
            </div>
          </div>
        )}

        <fieldset className={desks.group}>
          <legend className={desks.legend}>
            <FormattedMessage id="admin.commercial.form.where" defaultMessage="Where it shows" />
          </legend>
          <div className={desks.columns}>
            {select(
              'pageType',
              intl.formatMessage({ id: 'admin.commercial.field.pageType', defaultMessage: 'Page type' }),
              PAGE_TYPES.map((type) => ({ value: type, label: intl.formatMessage(pageTypeNames[type]) })),
            )}
            {select(
              'position',
              intl.formatMessage({ id: 'admin.commercial.field.position', defaultMessage: 'Place on the page' }),
              COMMERCIAL_POSITIONS.map((position) => ({ value: position, label: intl.formatMessage(positionNames[position]) })),
            )}
            {SECTION_PAGE_TYPES.includes(values.pageType) &&
              select('categoryId', intl.formatMessage({ id: 'admin.commercial.field.section', defaultMessage: 'Section' }), [
                { value: '', label: intl.formatMessage({ id: 'admin.commercial.field.everySection', defaultMessage: 'Every section' }) },
                ...categories.map((category) => ({ value: category._id, label: category.data[locale].name })),
              ])}
          </div>
          <div className={desks.columns}>
            <DeskTextField
              type="date"
              label={intl.formatMessage({ id: 'admin.commercial.field.startDate', defaultMessage: 'First day (optional)' })}
              value={values.startDate}
              onChange={(value) => form.set('startDate', value)}
              message={message('startDate')}
            />
            <DeskTextField
              type="date"
              label={intl.formatMessage({ id: 'admin.commercial.field.endDate', defaultMessage: 'Last day (optional)' })}
              value={values.endDate}
              onChange={(value) => form.set('endDate', value)}
              message={message('endDate')}
            />
          </div>
        </fieldset>

        <fieldset className={desks.group}>
          <legend className={desks.legend}>
            <FormattedMessage id="admin.commercial.form.sponsor" defaultMessage="The sponsor" />
          </legend>
          <DeskTextField
            type="url"
            label={intl.formatMessage({ id: 'admin.commercial.field.href', defaultMessage: 'Link to the sponsor’s page' })}
            hint={intl.formatMessage({ id: 'admin.commercial.field.hrefHint', defaultMessage: 'A full address, like {example}' }, { example: LINK_EXAMPLE })}
            value={values.href}
            onChange={(value) => form.set('href', value)}
            message={message('href', values.href.length)}
            lang="en"
            required
          />
          <div className={desks.cover}>
            {values.image && (
              <figure className={desks.preview}>
                <img src={values.image.path} width={values.image.width} height={values.image.height} alt={intl.formatMessage({ id: 'admin.commercial.picture.current', defaultMessage: 'The block’s picture' })} />
              </figure>
            )}
            {form.upload ? (
              <UploadProgress label={intl.formatMessage({ id: 'admin.commercial.picture.uploading', defaultMessage: 'Uploading the picture' })} percent={form.uploadPercent} />
            ) : (
              <FilePicker
                label={
                  values.image
                    ? intl.formatMessage({ id: 'admin.commercial.picture.replace', defaultMessage: 'Replace the picture' })
                    : intl.formatMessage({ id: 'admin.commercial.picture.add', defaultMessage: 'Sponsor’s picture' })
                }
                files={[]}
                accept={ARTICLE_LIMITS.imageTypes.join(',')}
                hint={intl.formatMessage(
                  { id: 'admin.commercial.picture.hint', defaultMessage: '{types}, up to {size, number} MB; shown in a 3:2 frame.' },
                  { types: intl.formatList(IMAGE_FORMATS, { type: 'disjunction' }), size: ARTICLE_LIMITS.imageBytes / 1024 / 1024 },
                )}
                error={imageError ?? message('image')}
                required
                onAdd={(files) => {
                  const [file] = files;
                  if (file) void form.uploadImage(file);
                }}
                onRemove={() => form.set('image', null)}
              />
            )}
          </div>
        </fieldset>

        <fieldset className={desks.group} aria-describedby={localesMessage ? `${id}-locales-message` : undefined}>
          <legend className={desks.legend}>
            <FormattedMessage id="admin.commercial.form.languages" defaultMessage="Languages it shows in" />
          </legend>
          <div className={styles.checks}>
            {LOCALES.map((shown) => (
              <label key={shown} className={styles.check}>
                <input type="checkbox" checked={values.locales.includes(shown)} onChange={(event) => form.toggleLocale(shown, event.target.checked)} />
                {LOCALE_NAMES[shown]}
              </label>
            ))}
          </div>
          {localesMessage && (
            <p id={`${id}-locales-message`} className={desks.error}>
              {localesMessage}
            </p>
          )}
          {LOCALES.filter((shown) => values.locales.includes(shown)).map((shown) => (
            <fieldset key={shown} className={styles.texts}>
              <legend className={styles.textsLegend}>{LOCALE_NAMES[shown]}</legend>
              {TEXT_FIELDS.map((field) => (
                <DeskTextField
                  key={field}
                  label={intl.formatMessage(textFieldNames[field])}
                  hint={intl.formatMessage({ id: 'admin.commercial.field.limit', defaultMessage: 'Up to {max, number} characters' }, { max: COMMERCIAL_LIMITS[field] })}
                  value={values.data[shown][field]}
                  onChange={(value) => form.setText(shown, field, value)}
                  message={message(`data.${shown}.${field}`, values.data[shown][field].length)}
                  multiline={field === 'text'}
                  lang={shown}
                  required
                />
              ))}
            </fieldset>
          ))}
        </fieldset>

        <div role="alert">{form.error && !imageError && <p className={desks.errorMessage}>{errorText(intl, form.error)}</p>}</div>
        <div className={desks.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="admin.commercial.form.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={form.updating} disabled={form.conflict !== null}>
            {form.block ? (
              <FormattedMessage id="admin.commercial.form.save" defaultMessage="Save the block" />
            ) : (
              <FormattedMessage id="admin.commercial.form.create" defaultMessage="Add the block" />
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
});
