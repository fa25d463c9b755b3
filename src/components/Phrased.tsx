import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { usePhrases } from '../hooks/PhrasesContext';
import * as styles from './Phrased.module.css';

export interface PhrasedProps {
  readonly text: string;
}

/**
 * A headline, standfirst, card text or button label that breaks between phrases, never inside a word
 * (docs/decisions/061): the phrases are kept together (keep-all) with a <wbr> between them. <wbr> adds no
 * character, so copying the text and what a screen reader reads are the text as written. English, and a text
 * whose phrases are not known yet, is the text itself.
 */
export const Phrased = observer(function Phrased({ text }: PhrasedProps) {
  const phrases = usePhrases()(text);
  if (!phrases || phrases.length < 2) return text;
  return (
    <span className={styles.phrased}>
      {phrases.map((phrase, index) => (
        // The phrases of one text never change order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
});
