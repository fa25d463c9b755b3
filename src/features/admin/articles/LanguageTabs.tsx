import { observer } from 'mobx-react-lite';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { DeskLanguageTabs } from '../DeskLanguageTabs';
import { LocaleTexts } from './LocaleTexts';

/** An article's texts, a tab per language; a tab whose texts have a message says so. */
export const LanguageTabs = observer(function LanguageTabs({ editor }: { readonly editor: ArticleEditorStore }) {
  return (
    <DeskLanguageTabs troubled={(locale) => editor.problems.some((problem) => problem.field.startsWith(`data.${locale}.`))}>
      {(locale) => <LocaleTexts editor={editor} locale={locale} />}
    </DeskLanguageTabs>
  );
});
