/** Hands a file to the reader (the browser's download); tests and stories record it instead. */
export type SaveFile = (name: string, type: string, text: string) => void;

/** The download, in the browser: a link to the file's bytes, pressed once. */
export const browserSaveFile: SaveFile = (name, type, text) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
