import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskLanguageTabs } from '../desk/DeskLanguageTabs';
import { DeskLoadFailed } from '../desk/DeskLoadFailed';
import { DeskStatusBar } from '../desk/DeskStatusBar';
import { isUploadError } from '../desk/sessionMessages';
import { useLeaveGuard } from '../desk/useLeaveGuard';
import { FrontChooser } from './FrontChooser';
import { FrontConflictView } from './FrontConflictView';
import { FrontEditionPanel } from './FrontEditionPanel';
import { frontErrorText, frontSuccessText } from './frontMessages';

export interface FrontPageDeskProps {
  readonly initialLocale?: Locale;
  /** A section's front (its id, /admin/front/sections/:id); none: the home page's. */
  readonly section?: string;
}

/**
 * /admin/front, "Front page": per language, the lead and the stories under it, chosen and ordered by the editor,
 * each with an optional headline and picture of its own; the rest filled by the rule. Saving shows it at once.
 * /admin/front/sections/:id lays out a section's page the same way (docs/decisions/102).
 */
export const FrontPageDesk = observer(function FrontPageDesk({ initialLocale, section }: FrontPageDeskProps) {
  const root = useDesk();
  const front = root.frontOf(section ?? null);
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useEffect(() => void root.categories.load(), [root]);
  const sectionName = section === undefined ? null : (root.categories.data?.find((category) => category._id === section)?.data[locale].name ?? '…');
  const heading =
    sectionName === null
      ? intl.formatMessage({ id: 'admin.front.title', defaultMessage: 'Front page' })
      : intl.formatMessage({ id: 'admin.front.sectionTitle', defaultMessage: 'Front of {section}' }, { section: sectionName });
  useDocumentTitle(heading, config.product.name[locale]);

  useEffect(() => {
    // Unsaved work from an earlier visit stays as it was; otherwise the fronts are read afresh.
    if (!front.dirty && !front.updating) void front.load();
  }, [front]);
  useLeaveGuard(root, front.dirty);

  if (front.loadStatus === 'idle' || front.loadStatus === 'loading') return <Loader />;
  if (front.loadStatus === 'error' || !front.values) {
    return (
      <DeskLoadFailed
        title={heading}
        text={front.error ? frontErrorText(intl, front.error) : ''}
        retry={<FormattedMessage id="admin.front.retry" defaultMessage="Try again" />}
        onRetry={() => void front.load()}
      />
    );
  }
  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={desk.title}>
        {heading}
      </h1>
      <FrontChooser section={section ?? null} />
      <p className={desk.hint}>
        {sectionName === null ? (
          <FormattedMessage
            id="admin.front.intro"
            defaultMessage="The home page of each language opens with these stories: the lead, then the six under it. Choose a story for a place, or leave it automatic. Saved changes show to readers at once."
          />
        ) : (
          <FormattedMessage
            id="admin.front.sectionIntro"
            defaultMessage="The {section} page of each language opens with these stories: the lead, then the six under it, then the section's other stories, newest first. Choose a story of the section for a place, or leave it automatic. Saved changes show to readers at once."
            values={{ section: sectionName }}
          />
        )}
      </p>
      <DeskStatusBar
        state={front.saveState}
        error={front.error && !isUploadError(front.error) ? frontErrorText(intl, front.error) : null}
        success={front.success && frontSuccessText(intl, front.success)}
      />
      <FrontConflictView front={front} />
      <form
        className={desk.editor}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void front.save();
        }}
      >
        <DeskLanguageTabs initial={initialLocale ?? locale} troubled={(edition) => front.troubled(edition)}>
          {(edition) => <FrontEditionPanel front={front} edition={edition} />}
        </DeskLanguageTabs>
        <div className={`${desk.actionRow} ${desk.actionBar}`}>
          <Button type="submit" busy={front.updating} disabled={front.conflict !== null || front.uploading !== null}>
            <FormattedMessage id="admin.front.save" defaultMessage="Save" />
          </Button>
        </div>
      </form>
    </section>
  );
});
