import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { LOCALE_NAMES } from '../../../i18n/locales';
import { Button } from '../../../components/Button';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { textPath, type TextField } from '../../../stores/admin/articleValues';
import { isChinese, otherScript } from '../../../stores/admin/chineseScript';
import { BodyField } from './BodyField';
import * as styles from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { fieldNames, problemText } from './articleMessages';
import { SeoPanel } from './SeoPanel';

/**
 * One language's texts: title, standfirst, body, the picture's texts, and its search and sharing fields; on the
 * Chinese tabs, the conversion.
 */
export const LocaleTexts = observer(function LocaleTexts({
  editor,
  locale,
  focusTitle = false,
}: {
  readonly editor: ArticleEditorStore;
  readonly locale: Locale;
  /** The title takes focus when the tab appears (a story just started from a contribution). */
  readonly focusTitle?: boolean;
}) {
  const intl = useIntl();
  const bodyId = useId();
  const texts = editor.values.data[locale];
  const source = editor.scripts.convertedFrom(locale);
  const conversion = editor.scripts.state(locale);
  const mark =
    conversion === 'unreviewed'
      ? intl.formatMessage({ id: 'admin.articles.converted', defaultMessage: 'Converted, not reviewed' })
      : conversion === 'sourceChanged'
        ? intl.formatMessage({ id: 'admin.articles.sourceChanged', defaultMessage: 'Source changed since conversion' })
        : undefined;
  const message = (field: TextField) => {
    const problem = editor.problemFor(textPath(locale, field));
    return problem ? problemText(intl, problem, (texts[field] ?? '').length, editor.attempted === 'publish') : undefined;
  };
  const field = (name: Exclude<TextField, 'body'>, multiline: boolean) => (
    <DeskTextField
      label={intl.formatMessage(fieldNames[name])}
      value={texts[name] ?? ''}
      onChange={(value) => editor.setText(locale, name, value)}
      message={message(name)}
      mark={mark}
      multiline={multiline}
      lang={locale}
      focusOnMount={focusTitle && name === 'title'}
    />
  );
  const bodyMessage = message('body');
  return (
    <div className={styles.texts}>
      {isChinese(locale) && (
        <div className={styles.convert}>
          <Button variant="secondary" busy={editor.scripts.converting === otherScript(locale)} onClick={() => void editor.scripts.convert(otherScript(locale))}>
            {LOCALE_LIST[locale].script === 'Hant' ? (
              <FormattedMessage id="admin.articles.convert.toTw" defaultMessage="Fill 繁體 from 简体" />
            ) : (
              <FormattedMessage id="admin.articles.convert.toCn" defaultMessage="Fill 简体 from 繁體" />
            )}
          </Button>
          <p className={styles.hint}>
            <FormattedMessage
              id="admin.articles.convert.hint"
              defaultMessage="Replaces this tab's title, standfirst, body, picture texts and search and sharing texts with a conversion of the other script (Taiwan phrasing). Read it through, then mark it as reviewed."
            />
          </p>
        </div>
      )}
      {source && (conversion === 'unreviewed' || conversion === 'sourceChanged') && (
        <div className={`${styles.notice} ${styles.review}`} role="status">
          <p>
            {conversion === 'unreviewed' ? (
              <FormattedMessage
                id="admin.articles.review.unreviewed"
                defaultMessage="Converted from {source} and not reviewed yet: it counts as reviewed only once an editor confirms it."
                values={{ source: LOCALE_NAMES[source] }}
              />
            ) : (
              <FormattedMessage
                id="admin.articles.review.sourceChanged"
                defaultMessage="{source} has changed since this language was converted or last reviewed: compare them, convert again or confirm it as it is."
                values={{ source: LOCALE_NAMES[source] }}
              />
            )}
          </p>
          <Button variant="secondary" onClick={() => editor.scripts.confirmReview(locale)}>
            <FormattedMessage id="admin.articles.review.confirm" defaultMessage="Mark as reviewed" />
          </Button>
        </div>
      )}
      {field('title', false)}
      {field('standfirst', true)}
      <BodyField
        id={bodyId}
        label={intl.formatMessage(fieldNames.body)}
        value={texts.body}
        onChange={(html) => editor.setText(locale, 'body', html)}
        lang={locale}
        describedBy={[mark && `${bodyId}-mark`, bodyMessage && `${bodyId}-message`].filter(Boolean).join(' ') || undefined}
        invalid={Boolean(bodyMessage)}
        mark={mark ? { id: `${bodyId}-mark`, text: mark } : undefined}
        media={editor.bodyMedia}
      />
      {bodyMessage && (
        <p id={`${bodyId}-message`} className={styles.error}>
          {bodyMessage}
        </p>
      )}
      {field('imageAlt', false)}
      {field('imageCaption', false)}
      {field('imageCredit', false)}
      <SeoPanel editor={editor} locale={locale} mark={mark} />
    </div>
  );
});
