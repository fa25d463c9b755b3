import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { DeskLoadFailed } from '../desk/DeskLoadFailed';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { useLeaveGuard } from '../desk/useLeaveGuard';
import { HomeConflictView } from './HomeConflictView';
import { HomeLanguageTabs } from './HomeLanguageTabs';
import { homeErrorText } from './homeMessages';
import { HomeStatusBar } from './HomeStatusBar';

/**
 * /admin/home, "Header & home": the header's banner and promo link and the home page's audio, per language.
 * Saving puts them in every reader's header at once.
 */
export const HeaderHomePage = observer(function HeaderHomePage({ initialLocale }: { readonly initialLocale?: Locale }) {
  const { headerHome: home } = useDesk();
  const root = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const heading = intl.formatMessage({ id: 'admin.headerHome.title', defaultMessage: 'Header & home' });
  useDocumentTitle(heading, config.product.name[locale]);

  useEffect(() => {
    // Unsaved work from an earlier visit stays as it was; otherwise the pages are read afresh.
    if (!home.dirty && !home.updating) void home.load();
  }, [home]);
  useLeaveGuard(root, home.dirty);

  if (home.loadStatus === 'idle' || home.loadStatus === 'loading') return <Loader />;
  if (home.loadStatus === 'error' || !home.values) {
    return (
      <DeskLoadFailed
        title={heading}
        text={home.error ? homeErrorText(intl, home.error) : ''}
        retry={<FormattedMessage id="admin.headerHome.retry" defaultMessage="Try again" />}
        onRetry={() => void home.load()}
      />
    );
  }
  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={desk.title}>
        {heading}
      </h1>
      <p className={desk.hint}>
        <FormattedMessage
          id="admin.headerHome.intro"
          defaultMessage="What every page's header shows in each language: the banner, the promo link, and the audio its player offers. Saved changes show to readers at once."
        />
      </p>
      <HomeStatusBar home={home} />
      <HomeConflictView home={home} />
      <form
        className={desk.editor}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void home.save();
        }}
      >
        <HomeLanguageTabs home={home} {...(initialLocale ? { initial: initialLocale } : {})} />
        <div className={`${desk.actionRow} ${desk.actionBar}`}>
          <Button type="submit" busy={home.updating} disabled={home.conflict !== null || home.uploading !== null}>
            <FormattedMessage id="admin.headerHome.save" defaultMessage="Save" />
          </Button>
        </div>
      </form>
    </section>
  );
});
