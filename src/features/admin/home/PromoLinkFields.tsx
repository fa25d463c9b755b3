import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { isPromoHref } from '../../../../contracts/adminPages';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import type { LinkField } from '../../../stores/admin/homeValues';
import { DeskTextField } from '../desk/DeskTextField';
import * as styles from './Home.module.css';
import { homeFieldNames, homeProblemText } from './homeMessages';

/** The header's promo link in this language: its address (checked as one types) and its text, with a preview. */
export const PromoLinkFields = observer(function PromoLinkFields({ home, locale }: { readonly home: HeaderHomeStore; readonly locale: Locale }) {
  const intl = useIntl();
  const values = home.values?.general[locale];
  if (!values) return null;
  const href = values.headerLink1Href ?? '';
  const text = values.headerLink1Text ?? '';
  const messageFor = (field: LinkField, value: string) => {
    const problem = home.problemFor(`${locale}.${field}`);
    return problem ? homeProblemText(intl, problem, value.length) : undefined;
  };
  const shown = href.trim() !== '' && text.trim() !== '' && isPromoHref(href);
  return (
    <div className={styles.group}>
      <DeskTextField
        label={intl.formatMessage(homeFieldNames.headerLink1Href)}
        hint={intl.formatMessage(
          {
            id: 'admin.headerHome.link.hrefHint',
            defaultMessage: 'A page of this site ({example}) or a full address (https://…). Leave both empty for no link.',
          },
          { example: `/${locale}/categories/travel` },
        )}
        value={href}
        onChange={(value) => home.setLink(locale, 'headerLink1Href', value)}
        message={messageFor('headerLink1Href', href)}
      />
      <DeskTextField
        label={intl.formatMessage(homeFieldNames.headerLink1Text)}
        value={text}
        lang={locale}
        required={href.trim() !== ''}
        onChange={(value) => home.setLink(locale, 'headerLink1Text', value)}
        message={messageFor('headerLink1Text', text)}
      />
      <p className={styles.promoPreview}>
        {shown ? (
          <FormattedMessage
            id="admin.headerHome.link.preview"
            defaultMessage="The header shows “{text}”, linking to {href}."
            values={{ text: <span lang={locale}>{text.trim()}</span>, href: href.trim() }}
          />
        ) : (
          <FormattedMessage id="admin.headerHome.link.none" defaultMessage="The header shows no promo link in this language." />
        )}
      </p>
    </div>
  );
});
