import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { DocumentHead, type DocumentHeadProps } from '../../components/DocumentHead';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';

export interface PageHeadProps extends Omit<DocumentHeadProps, 'domain' | 'locale' | 'title' | 'description'> {
  /** The page's title ('' for the product alone); null while the page does not know it yet (nothing changes). */
  readonly title: string | null;
  /** The site's description unless the page has its own, or is a section's (named here). */
  readonly description?: string;
  readonly section?: string | undefined;
}

/** A public page's head (DocumentHead) in the reader's locale, on the site's origin. */
export const PageHead = observer(function PageHead({ title, description, section, ...rest }: PageHeadProps) {
  const { domain, locale } = useStores();
  const intl = useIntl();
  if (title === null) return null;
  const product = config.product.name[locale];
  const fallback = section
    ? intl.formatMessage({ id: 'head.sectionDescription', defaultMessage: '{section}: the latest stories from {product}.' }, { section, product })
    : intl.formatMessage(
        { id: 'head.description', defaultMessage: '{product}: stories from around the world, in English, Simplified and Traditional Chinese.' },
        { product },
      );
  return <DocumentHead domain={domain} locale={locale} title={title} description={description ?? fallback} {...rest} />;
});
