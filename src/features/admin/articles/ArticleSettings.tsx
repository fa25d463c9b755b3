import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import type { Author, Category, Topic } from '../../../../contracts/content';
import { Button } from '../../../components/Button';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import type { FieldPath } from '../../../stores/admin/articleValues';
import { CoverPicture } from './CoverPicture';
import * as styles from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { TopicPicker } from './TopicPicker';
import { fieldNames, problemText } from './articleMessages';

export interface ArticleSettingsProps {
  readonly editor: ArticleEditorStore;
  readonly categories: readonly Category[];
  readonly authors: readonly Author[];
  /** Null when they did not load. */
  readonly topics: readonly Topic[] | null;
  readonly locale: Locale;
}

/** What an article has once, in every language: alias, section and subsection, author, topics, cover picture. */
export const ArticleSettings = observer(function ArticleSettings({ editor, categories, authors, topics, locale }: ArticleSettingsProps) {
  const intl = useIntl();
  const id = useId();
  const values = editor.values;
  const message = (field: FieldPath, length = 0) => {
    const problem = editor.problemFor(field);
    return problem ? problemText(intl, problem, length, editor.attempted === 'publish') : undefined;
  };
  // A published story's alias changed: its old address is kept, and redirects.
  const live = editor.article?.liveAlias ?? '';
  const movedFrom = live !== '' && values.alias !== live ? live : null;
  const subcategories = categories.find((category) => category._id === values.category)?.subcategories ?? [];
  const select = (field: 'category' | 'subcategory' | 'authorId', options: { value: string; label: string }[], value: string, allowNone: boolean) => {
    const error = message(field);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${field}`} className={styles.label}>
          {intl.formatMessage(fieldNames[field])}
        </label>
        <select
          id={`${id}-${field}`}
          className={styles.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-message` : undefined}
          onChange={(event) => {
            const chosen = event.target.value;
            if (field === 'subcategory') editor.setSetting('subcategory', chosen || null);
            else editor.setSetting(field, chosen);
          }}
        >
          {allowNone && <option value="">{intl.formatMessage({ id: 'admin.articles.settings.none', defaultMessage: 'None' })}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-${field}-message`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className={styles.settings}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'admin.articles.settings.title', defaultMessage: 'Settings' })}</legend>
      <DeskTextField
        label={intl.formatMessage(fieldNames.alias)}
        hint={intl.formatMessage(
          { id: 'admin.articles.settings.aliasHint', defaultMessage: 'The same in every language: /{locale}/{alias}. Lowercase letters, digits and hyphens, up to {max, number} characters.' },
          { locale, alias: values.alias || 'alias', max: ARTICLE_LIMITS.alias },
        )}
        value={values.alias}
        onChange={(value) => editor.setSetting('alias', value)}
        message={message('alias', values.alias.length)}
        lang="en"
      />
      <div className={styles.aliasTools}>
        <Button variant="secondary" busy={editor.suggesting} onClick={() => void editor.suggestAlias()}>
          <FormattedMessage id="admin.articles.settings.suggestAlias" defaultMessage="Suggest from the title" />
        </Button>
        {movedFrom && (
          <p className={styles.hint} role="note">
            <FormattedMessage
              id="admin.articles.settings.aliasMoved"
              defaultMessage="Readers' old address /{locale}/{old} will send them here for good (a permanent redirect) once the live page is updated."
              values={{ locale, old: movedFrom }}
            />
          </p>
        )}
      </div>
      <div className={styles.columns}>
        {select('category', categories.map((category) => ({ value: category._id, label: category.data[locale].name })), values.category, values.category === '')}
        {select('subcategory', subcategories.map((sub) => ({ value: sub._id, label: sub.data[locale].name })), values.subcategory ?? '', true)}
        {select(
          'authorId',
          // An inactive writer is offered only to the stories that already carry their byline.
          authors.filter((author) => author.active !== false || author._id === values.authorId).map((author) => ({ value: author._id, label: author.data[locale].name })),
          values.authorId,
          values.authorId === '',
        )}
      </div>
      <TopicPicker editor={editor} topics={topics} locale={locale} />
      <CoverPicture editor={editor} message={message('image')} />
    </fieldset>
  );
});
