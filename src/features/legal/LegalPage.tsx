import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ResourceState } from '../../components/ResourceState';
import { PageHead } from '../reading/PageHead';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import type { LegalDocumentName } from '../../i18n/legalTexts';
import { LegalDocumentView } from './LegalDocumentView';
import { legalLoader } from './legalLoader';
import { plainLegalText } from './plainLegalText';

/**
 * The privacy policy and the browsing notice: long texts in the reader's language (each locale's texts are their
 * own chunk, loaded by the page's loader on the server and here). `{product}` in the texts becomes the product's
 * name.
 */
export const LegalPage = observer(function LegalPage({ document: name }: { readonly document: LegalDocumentName }) {
  const store = useStores();
  const { locale, content } = store;
  const texts = content.legal(locale);
  useEffect(() => void legalLoader.load(store, { params: {}, search: '' }), [store, locale]);
  const legal = texts.data?.[name] ?? null;
  const product = config.product.name[locale];

  return (
    <>
      <PageHead title={legal ? plainLegalText(legal.title, product) : null} />
      <ResourceState resource={texts} onRetry={() => void texts.retry()}>
        {(loaded) => <LegalDocumentView legal={loaded[name]} product={product} />}
      </ResourceState>
    </>
  );
});
