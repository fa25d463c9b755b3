import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { DeskLanguageTabs } from '../desk/DeskLanguageTabs';
import * as styles from '../desk/Desk.module.css';
import { conversionNoteNames, editionStateNames } from './articleMessages';
import { LocaleTexts } from './LocaleTexts';
import { LOCALE_NAMES } from '../../../i18n/locales';

/**
 * An article's texts, a tab per language; a tab whose texts have a message says so, the others where the language
 * stands. Above them, the editions readers get: the languages written in full (an article may lack some).
 */
export const LanguageTabs = observer(function LanguageTabs({
  editor,
  focusTitle,
}: {
  readonly editor: ArticleEditorStore;
  /** The language whose tab opens first with its title focused (a story just started from a contribution). */
  readonly focusTitle?: Locale | null;
}) {
  const intl = useIntl();
  const editions = editor.editions;
  return (
    <>
      <p className={styles.editionsNote}>
        {editions.length > 0
          ? intl.formatMessage(
              { id: 'admin.articles.editions', defaultMessage: 'Readers get it in {languages}. A language left empty is not published.' },
              { languages: intl.formatList(editions.map((locale) => LOCALE_NAMES[locale]), { type: 'conjunction' }) },
            )
          : intl.formatMessage({ id: 'admin.articles.editionsNone', defaultMessage: 'No language is written in full yet: readers need at least one.' })}
      </p>
      <DeskLanguageTabs
        {...(focusTitle ? { initial: focusTitle } : {})}
        troubled={(locale) => editor.problems.some((problem) => problem.field.startsWith(`data.${locale}.`))}
        note={(locale) => {
          const state = intl.formatMessage(editionStateNames[editor.editionStates[locale]]);
          const conversion = editor.scripts.state(locale);
          if (conversion !== 'unreviewed' && conversion !== 'sourceChanged') return state;
          return intl.formatMessage(
            { id: 'admin.articles.tabNote.withConversion', defaultMessage: '{state}, {conversion}' },
            { state, conversion: intl.formatMessage(conversionNoteNames[conversion]) },
          );
        }}
      >
        {(locale) => <LocaleTexts editor={editor} locale={locale} focusTitle={locale === focusTitle} />}
      </DeskLanguageTabs>
    </>
  );
});
