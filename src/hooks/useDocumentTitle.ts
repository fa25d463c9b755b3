import { useEffect } from 'react';

/**
 * The browser tab names the page: "{title} · {product}", or the product alone for the home page (''), restored
 * when the page goes. null while the page does not know its title yet, so a loading page keeps the previous
 * title rather than flashing another.
 */
export function useDocumentTitle(title: string | null, product: string): void {
  useEffect(() => {
    if (title === null) return undefined;
    const previous = document.title;
    document.title = title ? `${title} · ${product}` : product;
    return () => {
      document.title = previous;
    };
  }, [title, product]);
}
