import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { useDesk } from '../desk/DeskContext';
import { DeskOrderedList } from '../desk/DeskOrderedList';
import { SectionDeleteDialog } from './SectionDeleteDialog';
import { SectionFormDialog } from './SectionFormDialog';
import { SectionItem } from './SectionItem';
import { sectionsErrorText, sectionsSuccessText } from './sectionMessages';

/**
 * /admin/sections: the site's sections and their subsections, in the menus' order. Add, rename (a name and an
 * alias per language), move up and down, delete; what happened last is said in the status line (SPEC §3 admin
 * state), and readers' menus follow at once. The desk's ordered list (DeskOrderedList) frames it, as it does topics.
 */
export const SectionsPage = observer(function SectionsPage() {
  const { sections } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.sections.title', defaultMessage: 'Sections' }), config.product.name[locale]);
  useEffect(() => {
    sections.setNameLocale(locale);
    void sections.load();
  }, [sections, locale]);

  const pageError = sections.form ? null : sections.error;
  const loadFailed = sections.loadStatus === 'error' && sections.sections.length === 0;
  return (
    <DeskOrderedList
      title={<FormattedMessage id="admin.sections.title" defaultMessage="Sections" />}
      action={
        <Button onClick={() => sections.startCreate()}>
          <FormattedMessage id="admin.sections.new" defaultMessage="New section" />
        </Button>
      }
      intro={
        <FormattedMessage
          id="admin.sections.intro"
          defaultMessage="The site’s menus show these sections in this order, in each language by its own name and alias. A change shows to readers at once."
        />
      }
      error={pageError && sectionsErrorText(intl, pageError)}
      success={sections.success && sectionsSuccessText(intl, sections.success)}
      loadFailed={
        loadFailed
          ? {
              title: intl.formatMessage({ id: 'admin.sections.loadFailed', defaultMessage: 'The sections could not be loaded.' }),
              text: pageError ? sectionsErrorText(intl, pageError) : '',
              retry: <FormattedMessage id="admin.sections.retry" defaultMessage="Try again" />,
              onRetry: () => void sections.load(true),
            }
          : null
      }
      loading={sections.loadStatus !== 'ready' && sections.sections.length === 0}
      items={sections.sections}
      order={sections.sections.map((section) => `${section._id}(${section.subcategories.map((sub) => sub._id).join(',')})`).join(';')}
      lastMoved={sections.lastMoved}
      renderItem={(section, index, move) => (
        <SectionItem key={section._id} section={section} index={index} count={sections.sections.length} sections={sections} locale={locale} move={move} />
      )}
    >
      <SectionFormDialog sections={sections} locale={locale} />
      <SectionDeleteDialog sections={sections} />
    </DeskOrderedList>
  );
});
