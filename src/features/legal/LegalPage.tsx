import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { ResourceState } from '../../components/ResourceState';
import { PageHead } from '../reading/PageHead';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { Resource } from '../../lib/Resource';
import { LegalDocumentView } from './LegalDocumentView';
import { loadLegalTexts, type LegalDocumentName } from './legalContent';
import { plainLegalText } from './plainLegalText';

/**
 * The privacy policy and the browsing notice: long texts in the reader's language, loaded on demand (each
 * locale's texts are their own chunk). `{product}` in the texts becomes the product's name.
 */
export const LegalPage = observer(function LegalPage({ document: name }: { readonly document: LegalDocumentName }) {
  const { locale } = useStores();
  // The same loading primitive as every data screen: loading, error with retry, then the texts.
  const texts = useMemo(() => new Resource(() => loadLegalTexts(locale)), [locale]);
  useEffect(() => {
    void texts.load();
  }, [texts]);
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
