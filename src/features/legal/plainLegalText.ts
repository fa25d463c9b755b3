/** A legal text with its markup dropped and the product named: for the tab title, headings and contents. */
export function plainLegalText(text: string, product: string): string {
  return text.replaceAll('{product}', product).replace(/<\/?(privacy|contact)>/g, '');
}
