import type { TextPart } from '../lib/highlightParts';

/** Text with the search terms in <mark>; every part is a React text node, so nothing is parsed as HTML. */
export function Highlighted({ parts }: { readonly parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        // Parts never move or change between renders of the same text: the index is a stable key.
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
