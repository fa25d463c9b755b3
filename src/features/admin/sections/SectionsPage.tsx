import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { StatePanel } from '../../../components/StatePanel';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskPage } from '../desk/DeskPage';
import { SectionDeleteDialog } from './SectionDeleteDialog';
import { SectionFormDialog } from './SectionFormDialog';
import { SectionItem } from './SectionItem';
import { sectionsErrorText, sectionsSuccessText } from './sectionMessages';
import * as styles from './Sections.module.css';

/**
 * /admin/sections: the site's sections and their subsections, in the menus' order. Add, rename (a name and an
 * alias per language), move up and down, delete; what happened last is said in the status line (SPEC §3 admin
 * state), and readers' menus follow at once.
 */
export const SectionsPage = observer(function SectionsPage() {
  const { sections } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.sections.title', defaultMessage: 'Sections' }), config.product.name[locale]);
  useEffect(() => {
    sections.setNameLocale(locale);
    void sections.load();
  }, [sections, locale]);

  // Focus stays on the move button pressed, wherever its row went (React moves the row's node, which drops focus).
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveRef = useCallback((id: string, direction: 'up' | 'down', element: HTMLButtonElement | null) => {
    const key = `${id}:${direction}`;
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  }, []);
  const moved = sections.lastMoved;
  const order = sections.sections.map((section) => `${section._id}(${section.subcategories.map((sub) => sub._id).join(',')})`).join(';');
  useEffect(() => {
    if (moved) moveButtons.current.get(`${moved.id}:${moved.direction}`)?.focus();
  }, [moved, order]);

  const pageError = sections.form ? null : sections.error;
  const loadFailed = sections.loadStatus === 'error' && sections.sections.length === 0;
  return (
    <DeskPage
      titleId={titleId}
      title={<FormattedMessage id="admin.sections.title" defaultMessage="Sections" />}
      action={
        <Button onClick={() => sections.startCreate()}>
          <FormattedMessage id="admin.sections.new" defaultMessage="New section" />
        </Button>
      }
    >
      <p className={desk.hint}>
        <FormattedMessage
          id="admin.sections.intro"
          defaultMessage="The site’s menus show these sections in this order, in each language by its own name and alias. A change shows to readers at once."
        />
      </p>
      <div className={styles.status}>
        <p className={desk.errorMessage} role="alert">
          {pageError && !loadFailed && sectionsErrorText(intl, pageError)}
        </p>
        <p className={desk.successMessage} role="status">
          {sections.success && sectionsSuccessText(intl, sections.success)}
        </p>
      </div>
      {loadFailed ? (
        <StatePanel
          headingLevel={2}
          role="alert"
          title={intl.formatMessage({ id: 'admin.sections.loadFailed', defaultMessage: 'The sections could not be loaded.' })}
          text={pageError ? sectionsErrorText(intl, pageError) : ''}
          action={
            <Button variant="secondary" onClick={() => void sections.load(true)}>
              <FormattedMessage id="admin.sections.retry" defaultMessage="Try again" />
            </Button>
          }
        />
      ) : sections.loadStatus !== 'ready' && sections.sections.length === 0 ? (
        <Loader />
      ) : (
        <ul className={desk.stack} aria-labelledby={titleId}>
          {sections.sections.map((section, index) => (
            <SectionItem
              key={section._id}
              section={section}
              index={index}
              count={sections.sections.length}
              sections={sections}
              locale={locale}
              moveRef={moveRef}
            />
          ))}
        </ul>
      )}
      <SectionFormDialog sections={sections} locale={locale} />
      <SectionDeleteDialog sections={sections} />
    </DeskPage>
  );
});
