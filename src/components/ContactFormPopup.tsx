import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { phoneDigits } from '../lib/phone';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { Popup } from './Popup';
import { TextAreaField } from './TextAreaField';

interface ContactFormPopupProps<Values extends object> extends Omit<ContactFormProps<Values>, 'parsePhone' | 'lead'> {
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly onClose: () => void;
  readonly closing: boolean;
  /** The label of the message the reader writes (`comment`). */
  readonly commentLabel: string;
  /** After the message: the popup's own fields. */
  readonly children?: ReactNode;
}

/**
 * A wide popup that writes to the editors (contact, contribution): who the reader is (ContactForm), then their
 * message, then what else the popup asks for.
 */
export function ContactFormPopup<Values extends object>({ title, description, onClose, closing, commentLabel, children, ...form }: ContactFormPopupProps<Values>) {
  return (
    <Popup title={title} description={description} onClose={onClose} closing={closing} size="wide">
      <ContactForm<Values> {...form} parsePhone={phoneDigits}>
        <Field name="comment" component={TextAreaField} required label={commentLabel} />
        {children}
      </ContactForm>
    </Popup>
  );
}
