import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import * as desk from '../desk/Desk.module.css';
import { DeskLanguageTabs } from '../desk/DeskLanguageTabs';
import { AudioField } from './AudioField';
import { BannerField } from './BannerField';
import { PromoLinkFields } from './PromoLinkFields';

/** The header and the home page's audio, a tab per language; a tab with a message in it says so in its name. */
export const HomeLanguageTabs = observer(function HomeLanguageTabs({ home, initial = 'en' }: { readonly home: HeaderHomeStore; readonly initial?: Locale }) {
  const intl = useIntl();
  return (
    <DeskLanguageTabs initial={initial} troubled={(locale) => home.problems.some((problem) => problem.field.startsWith(`${locale}.`))}>
      {(locale) => (
        <div className={desk.texts}>
          <fieldset className={desk.roomy}>
            <legend className={desk.legend}>{intl.formatMessage({ id: 'admin.headerHome.group.header', defaultMessage: 'Header' })}</legend>
            <BannerField home={home} locale={locale} />
            <PromoLinkFields home={home} locale={locale} />
          </fieldset>
          <fieldset className={desk.roomy}>
            <legend className={desk.legend}>{intl.formatMessage({ id: 'admin.headerHome.group.audio', defaultMessage: 'Home page audio (the header player)' })}</legend>
            <AudioField home={home} locale={locale} />
          </fieldset>
        </div>
      )}
    </DeskLanguageTabs>
  );
});
