import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import type { SectionKind } from '../../../../contracts/adminSections';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { HTML_LANG, LOCALE_NAMES } from '../../../i18n/locales';
import type { SectionsStore } from '../../../stores/admin/SectionsStore';
import type { SectionField, SectionForm } from '../../../stores/admin/sectionValues';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { sectionProblemText, sectionsErrorText } from './sectionMessages';
import * as actions from '../desk/DeskActions.module.css';
import * as styles from './Sections.module.css';

function formTitle(intl: ReturnType<typeof useIntl>, form: SectionForm, sections: SectionsStore, locale: Locale): string {
  const { target } = form;
  if (target.mode === 'createSection') return intl.formatMessage({ id: 'admin.sections.form.newTitle', defaultMessage: 'New section' });
  const section = sections.section(target.sectionId);
  const name = section?.data[locale].name ?? '';
  if (target.mode === 'renameSection') {
    return intl.formatMessage({ id: 'admin.sections.form.renameTitle', defaultMessage: 'Rename the section “{name}”' }, { name });
  }
  if (target.mode === 'addSubsection') {
    return intl.formatMessage({ id: 'admin.sections.form.newSubTitle', defaultMessage: 'New subsection of “{name}”' }, { name });
  }
  const sub = section?.subcategories.find((item) => item._id === target.subId);
  return intl.formatMessage(
    { id: 'admin.sections.form.renameSubTitle', defaultMessage: 'Rename the subsection “{name}”' },
    { name: sub?.data[locale].name ?? '' },
  );
}

/**
 * Adds or renames a section or subsection: a name and an alias in each language. The messages under the fields
 * say what is wrong as one types (and what is missing once saving was tried); nothing typed is ever cleared.
 */
export const SectionFormDialog = observer(function SectionFormDialog({ sections, locale }: { readonly sections: SectionsStore; readonly locale: Locale }) {
  const intl = useIntl();
  const titleId = useId();
  const kindId = useId();
  const form = sections.form;
  const subsection = form?.target.mode === 'addSubsection' || form?.target.mode === 'renameSubsection';
  const message = (field: SectionField, value: string) => {
    const problem = sections.problemFor(field);
    return problem && sectionProblemText(intl, problem, value.length, subsection);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sections.submit();
  };
  const formError = sections.error && (sections.error.kind !== 'inUse' ? sections.error : null);
  return (
    <Dialog open={form !== null} onClose={() => sections.cancelForm()} labelledBy={titleId} size="wide">
      {form && (
        <form className={`${desk.dialog} ${styles.form}`} onSubmit={submit} noValidate>
          <h2 id={titleId} className={desk.dialogTitle}>
            {formTitle(intl, form, sections, locale)}
          </h2>
          {form.target.mode === 'createSection' && (
            <div className={styles.kindField}>
              <label htmlFor={kindId} className={desk.label}>
                <FormattedMessage id="admin.sections.form.kind" defaultMessage="What it holds" />
              </label>
              <select id={kindId} className={actions.select} value={form.kind} onChange={(event) => sections.setKind(event.target.value as SectionKind)}>
                <option value="articles">{intl.formatMessage({ id: 'admin.sections.kind.articles', defaultMessage: 'Articles' })}</option>
                <option value="multimedia">{intl.formatMessage({ id: 'admin.sections.kind.multimedia', defaultMessage: 'Videos and pictures' })}</option>
              </select>
            </div>
          )}
          <div className={styles.languages}>
            {LOCALES.map((language) => {
              const { name, alias } = form.values[language];
              const languageName = LOCALE_NAMES[language];
              return (
                <fieldset key={language} className={`${desk.group} ${styles.language}`}>
                  <legend className={desk.legend}>{languageName}</legend>
                  <DeskTextField
                    label={intl.formatMessage({ id: 'admin.sections.form.name', defaultMessage: 'Name ({language})' }, { language: languageName })}
                    hint={intl.formatMessage({ id: 'admin.sections.form.nameHint', defaultMessage: 'As readers see it in the menus' })}
                    value={name}
                    lang={HTML_LANG[language]}
                    required
                    onChange={(value) => sections.setText(language, 'name', value)}
                    message={message(`data.${language}.name`, name)}
                  />
                  <DeskTextField
                    label={intl.formatMessage({ id: 'admin.sections.form.alias', defaultMessage: 'Alias ({language})' }, { language: languageName })}
                    hint={intl.formatMessage(
                      { id: 'admin.sections.form.aliasHint', defaultMessage: 'Its web address in this language: /{locale}/…/{alias}' },
                      { locale: language, alias: alias || 'alias' },
                    )}
                    value={alias}
                    required
                    onChange={(value) => sections.setText(language, 'alias', value)}
                    message={message(`data.${language}.alias`, alias)}
                  />
                </fieldset>
              );
            })}
          </div>
          <p className={desk.errorMessage} role="alert">
            {formError && sectionsErrorText(intl, formError)}
          </p>
          <div className={desk.dialogActions}>
            <Button variant="secondary" onClick={() => sections.cancelForm()}>
              <FormattedMessage id="admin.sections.form.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" busy={sections.updating}>
              <FormattedMessage id="admin.sections.form.save" defaultMessage="Save" />
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
});
