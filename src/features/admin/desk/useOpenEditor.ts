import { useEffect, useState } from 'react';

/** Where a desk editor is kept while its page shows it (the desk, its polls, its newsletter issues). */
export interface EditorHost<E> {
  /** The editor open now, if any. */
  readonly editor: E | null;
  readonly adopt: (editor: E) => void;
  readonly close: (editor: E) => void;
}

/**
 * The editor of the page's document, opened once per page (`open` makes and loads one) and closed when the page
 * goes. A new document's first save moves it to its own address: that page takes over the same editor (`isKept`
 * finds it), and with it its message.
 */
export function useOpenEditor<E>(host: EditorHost<E>, isKept: (editor: E) => boolean, open: () => Promise<E>): E | null {
  const [editor, setEditor] = useState<E | null>(() => (host.editor !== null && isKept(host.editor) ? host.editor : null));
  useEffect(() => {
    let current = editor;
    if (current) {
      host.adopt(current);
      return () => {
        if (current) host.close(current);
      };
    }
    let cancelled = false;
    void open().then((ready) => {
      current = ready;
      if (!cancelled) setEditor(ready);
    });
    return () => {
      cancelled = true;
      if (current) host.close(current);
    };
    // The editor is opened once per document; another `id` remounts the page (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return editor;
}
