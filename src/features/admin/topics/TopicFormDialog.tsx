import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { HTML_LANG, LOCALE_NAMES } from '../../../i18n/locales';
import type { TopicField, TopicsStore } from '../../../stores/admin/TopicsStore';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import * as styles from './Topics.module.css';
import { topicProblemText, topicsErrorText } from './topicMessages';

/** Adds or renames a topic: its name in each language and its address (the same in every edition). */
export const TopicFormDialog = observer(function TopicFormDialog({ topics, locale }: { readonly topics: TopicsStore; readonly locale: Locale }) {
  const intl = useIntl();
  const titleId = useId();
  const form = topics.form;
  const message = (field: TopicField, value: string) => {
    const problem = topics.problemFor(field);
    return problem && topicProblemText(intl, problem, value.length);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void topics.submit();
  };
  const editing = form?.topicId ? topics.topic(form.topicId) : undefined;
  return (
    <Dialog open={form !== null} onClose={() => topics.cancelForm()} labelledBy={titleId} size="wide">
      {form && (
        <form className={`${desk.dialog} ${styles.form}`} onSubmit={submit} noValidate>
          <h2 id={titleId} className={desk.dialogTitle}>
            {editing
              ? intl.formatMessage({ id: 'admin.topics.form.renameTitle', defaultMessage: 'Rename the topic “{name}”' }, { name: editing.data[locale].name })
              : intl.formatMessage({ id: 'admin.topics.form.newTitle', defaultMessage: 'New topic' })}
          </h2>
          <div className={styles.languages}>
            {LOCALES.map((language) => {
              const { name } = form.values.data[language];
              return (
                <DeskTextField
                  key={language}
                  label={intl.formatMessage({ id: 'admin.topics.form.name', defaultMessage: 'Name ({language})' }, { language: LOCALE_NAMES[language] })}
                  value={name}
                  lang={HTML_LANG[language]}
                  required
                  onChange={(value) => topics.setName(language, value)}
                  message={message(`data.${language}.name`, name)}
                />
              );
            })}
          </div>
          <DeskTextField
            label={intl.formatMessage({ id: 'admin.topics.form.slug', defaultMessage: 'Page address' })}
            hint={intl.formatMessage(
              { id: 'admin.topics.form.slugHint', defaultMessage: 'The same in every edition: {path}' },
              { path: `/${locale}/topics/${form.values.slug || '…'}` },
            )}
            value={form.values.slug}
            required
            onChange={(value) => topics.setSlug(value)}
            message={message('slug', form.values.slug)}
          />
          <p className={desk.errorMessage} role="alert">
            {topics.error && topicsErrorText(intl, topics.error)}
          </p>
          <div className={desk.dialogActions}>
            <Button variant="secondary" onClick={() => topics.cancelForm()}>
              <FormattedMessage id="admin.topics.form.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" busy={topics.updating}>
              <FormattedMessage id="admin.topics.form.save" defaultMessage="Save" />
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
});
