import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import type { PollEditorStore } from '../../../stores/admin/PollEditorStore';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { pollProblemText } from './pollMessages';
import * as styles from './Polls.module.css';
import { LOCALE_NAMES } from '../../../i18n/locales';

/**
 * The options, in the order readers see them: each in three languages, with its own move and remove buttons.
 * Once readers have voted, the add and remove buttons go and a note says why (docs/decisions/045).
 */
export const PollOptions = observer(function PollOptions({ editor }: { readonly editor: PollEditorStore }) {
  const intl = useIntl();
  const { variants } = editor.values;
  const groupProblem = editor.problemOf('variants');
  const groupServer = editor.serverErrorOf('variants');
  // At either end the button stays in the tab order, aria-disabled and drawn as such: the option just moved there
  // keeps the focus, and a screen reader says the move is not available (as the sections and blocks do).
  const move = (index: number, by: -1 | 1, label: string) => {
    const atEnd = by < 0 ? index === 0 : index === variants.length - 1;
    return (
      <button
        type="button"
        className={styles.move}
        aria-label={label}
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (!atEnd) editor.moveVariant(index, by);
        }}
      >
        {by < 0 ? (
          <FormattedMessage id="admin.polls.options.up" defaultMessage="Up" />
        ) : (
          <FormattedMessage id="admin.polls.options.down" defaultMessage="Down" />
        )}
      </button>
    );
  };
  return (
    <fieldset className={desk.settings}>
      <legend className={desk.legend}>
        <FormattedMessage id="admin.polls.options.title" defaultMessage="Options" />
      </legend>
      {editor.locked && (
        <p className={styles.locked}>
          <FormattedMessage
            id="admin.polls.options.locked"
            defaultMessage="Readers have voted, so options can no longer be added or removed. You can still correct their wording, change their order (votes move with them) and change the end time."
          />
        </p>
      )}
      <ol className={desk.stack}>
        {variants.map((variant, index) => {
          const number = index + 1;
          return (
            <li key={variant.key}>
              <fieldset className={desk.group}>
                <legend className={desk.legend}>
                  <FormattedMessage id="admin.polls.options.option" defaultMessage="Option {number, number}" values={{ number }} />
                  {variant._id && editor.locked && (
                    <span className={styles.votes}>
                      <FormattedMessage id="admin.polls.options.votes" defaultMessage="{votes, plural, one {# vote} other {# votes}}" values={{ votes: variant.votes }} />
                    </span>
                  )}
                </legend>
                <div className={desk.columns}>
                  {LOCALES.map((locale) => {
                    const field = `variants.${index}.data.${locale}.text` as const;
                    const value = variant.data[locale].text;
                    const problem = editor.problemOf(field);
                    return (
                      <DeskTextField
                        key={locale}
                        label={intl.formatMessage(
                          { id: 'admin.polls.options.text', defaultMessage: 'Option {number, number} ({language})' },
                          { number, language: LOCALE_NAMES[locale] },
                        )}
                        lang={locale}
                        value={value}
                        required
                        onChange={(text) => editor.setVariantText(index, locale, text)}
                        message={problem ? pollProblemText(intl, problem, value.length) : editor.serverErrorOf(field)}
                      />
                    );
                  })}
                </div>
                <div className={styles.optionActions}>
                  {move(index, -1, intl.formatMessage({ id: 'admin.polls.options.moveUp', defaultMessage: 'Move option {number, number} up' }, { number }))}
                  {move(index, 1, intl.formatMessage({ id: 'admin.polls.options.moveDown', defaultMessage: 'Move option {number, number} down' }, { number }))}
                  {editor.canRemoveVariant && (
                    <Button
                      variant="secondary"
                      aria-label={intl.formatMessage({ id: 'admin.polls.options.removeOption', defaultMessage: 'Remove option {number, number}' }, { number })}
                      onClick={() => editor.removeVariant(index)}
                    >
                      <FormattedMessage id="admin.polls.options.remove" defaultMessage="Remove" />
                    </Button>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {(groupProblem || groupServer) && (
        <p className={desk.error} role="alert">
          {groupProblem ? pollProblemText(intl, groupProblem) : groupServer}
        </p>
      )}
      {editor.canAddVariant && (
        <div>
          <Button variant="secondary" onClick={() => editor.addVariant()}>
            <FormattedMessage id="admin.polls.options.add" defaultMessage="Add an option" />
          </Button>
        </div>
      )}
    </fieldset>
  );
});
