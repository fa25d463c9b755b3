import { useEffect } from 'react';

/** The browser tab names the page: "{title} · {product}", restored when the page goes. */
export function useDocumentTitle(title: string, product: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${product}`;
    return () => {
      document.title = previous;
    };
  }, [title, product]);
}
