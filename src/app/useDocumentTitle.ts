import { useEffect } from 'react';
import { config } from '../config';
import { useStores } from '../stores/StoresContext';

/**
 * The tab's title for a screen: "{title} · {product}", or the product alone for the home page (''). null while
 * the screen does not know its title yet, so a loading page keeps the previous title rather than flashing one.
 */
export function useDocumentTitle(title: string | null): void {
  const { locale } = useStores();
  useEffect(() => {
    if (title === null) return undefined;
    const product = config.product.name[locale];
    const previous = window.document.title;
    window.document.title = title ? `${title} · ${product}` : product;
    return () => {
      window.document.title = previous;
    };
  }, [title, locale]);
}
