import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminSection, SectionUses } from '../../../../contracts/adminSections';
import { LOCALES, type Locale } from '../../../../contracts/common';
import { HTML_LANG } from '../../../i18n/locales';
import type { SectionsStore } from '../../../stores/admin/SectionsStore';
import * as actions from '../desk/DeskActions.module.css';
import type { RowMoveButtons } from '../desk/DeskOrderedList';
import * as items from '../desk/DeskItems.module.css';
import * as styles from './Sections.module.css';

export interface SectionItemProps {
  readonly section: AdminSection;
  readonly index: number;
  readonly count: number;
  readonly sections: SectionsStore;
  readonly locale: Locale;
  /** The rows' move buttons, from the desk's ordered list (focus follows the moved row or subsection). */
  readonly move: RowMoveButtons;
}

const total = (uses: SectionUses) => uses.articles + uses.posts + uses.media + uses.sponsors;

/** One section: its name in the desk's language, its aliases in every language, what is filed under it, its actions and its subsections. */
export const SectionItem = observer(function SectionItem({ section, index, count, sections, locale, move }: SectionItemProps) {
  const intl = useIntl();
  const name = section.data[locale].name;
  const aliases = (data: AdminSection['data']) => (
    // Each language's alias is one unit that wraps whole onto the next line on a phone, never split mid-word.
    <p className={`${items.detail} ${styles.aliases}`}>
      <FormattedMessage
        id="admin.sections.aliasList"
        defaultMessage="Aliases: {list}"
        values={{
          list: LOCALES.map((language, at) => {
            // A language's id and its alias, set apart from the next by a space (the line wraps there).
            const unit = `${language} ${data[language].alias}`;
            const space = at > 0 ? ' ' : null;
            return (
              <Fragment key={language}>
                {space}
                <span className={styles.alias}>{unit}</span>
              </Fragment>
            );
          }),
        }}
      />
    </p>
  );
  const uses = (value: SectionUses) => (
    <p className={items.detail}>
      {intl.formatMessage(
        {
          id: 'admin.sections.uses',
          defaultMessage: '{count, plural, =0 {Nothing filed under it} one {# item filed under it} other {# items filed under it}}',
        },
        { count: total(value) },
      )}
    </p>
  );
  const action = (label: string, onClick: () => void, extra = '') => (
    <button type="button" className={`${actions.action} ${extra}`} onClick={onClick}>
      {label}
    </button>
  );
  const labels = (item: string) => ({
    rename: intl.formatMessage({ id: 'admin.sections.rename', defaultMessage: 'Rename' }),
    renameFull: intl.formatMessage({ id: 'admin.sections.renameNamed', defaultMessage: 'Rename {name}' }, { name: item }),
    remove: intl.formatMessage({ id: 'admin.sections.delete', defaultMessage: 'Delete' }),
    removeFull: intl.formatMessage({ id: 'admin.sections.deleteNamed', defaultMessage: 'Delete {name}' }, { name: item }),
  });
  const own = labels(name);
  return (
    <li className={items.item}>
      <div className={items.row}>
        <div className={items.names}>
          <div className={styles.nameLine}>
            <h2 className={items.name} lang={HTML_LANG[locale]}>
              {name}
            </h2>
            <span className={styles.kind}>
              {section.kind === 'articles'
                ? intl.formatMessage({ id: 'admin.sections.kind.articles', defaultMessage: 'Articles' })
                : intl.formatMessage({ id: 'admin.sections.kind.multimedia', defaultMessage: 'Videos and pictures' })}
            </span>
          </div>
          {aliases(section.data)}
          {uses(section.uses)}
        </div>
        <div className={actions.actions}>
          <button type="button" className={actions.action} aria-label={own.renameFull} onClick={() => sections.startRename(section._id)}>
            {own.rename}
          </button>
          {action(intl.formatMessage({ id: 'admin.sections.addSub', defaultMessage: 'Add a subsection' }), () => sections.startAddSubsection(section._id))}
          {move({ id: section._id, name, first: index === 0, last: index === count - 1, onMove: (direction) => void sections.move(section._id, direction) })}
          <button type="button" className={`${actions.action} ${actions.danger}`} aria-label={own.removeFull} onClick={() => sections.askDelete(section._id)}>
            {own.remove}
          </button>
        </div>
      </div>
      {section.subcategories.length > 0 && (
        <ul
          className={styles.subtree}
          aria-label={intl.formatMessage({ id: 'admin.sections.subsectionsOf', defaultMessage: 'Subsections of {name}' }, { name })}
        >
          {section.subcategories.map((sub, at) => {
            const subName = sub.data[locale].name;
            const subLabels = labels(subName);
            return (
              <li key={sub._id}>
                <div className={items.row}>
                  <div className={items.names}>
                    <h3 className={styles.subName} lang={HTML_LANG[locale]}>
                      {subName}
                    </h3>
                    {aliases(sub.data)}
                    {uses(sub.uses)}
                  </div>
                  <div className={actions.actions}>
                    <button
                      type="button"
                      className={actions.action}
                      aria-label={subLabels.renameFull}
                      onClick={() => sections.startRenameSubsection(section._id, sub._id)}
                    >
                      {subLabels.rename}
                    </button>
                    {move({
                      id: sub._id,
                      name: subName,
                      first: at === 0,
                      last: at === section.subcategories.length - 1,
                      onMove: (direction) => void sections.moveSubsection(section._id, sub._id, direction),
                    })}
                    <button
                      type="button"
                      className={`${actions.action} ${actions.danger}`}
                      aria-label={subLabels.removeFull}
                      onClick={() => sections.askDelete(section._id, sub._id)}
                    >
                      {subLabels.remove}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
});
