import { useFormOnIntent } from '../hooks/useFormOnIntent';
import type { CommentFormProps } from './CommentForm';
import { CommentFormPlaceholder } from './CommentFormPlaceholder';

const loadForm = () => import('./CommentForm');

/** The comment box, its form library loaded when a reader first comes to it (docs/decisions/039). */
export function CommentFormSlot(props: Omit<CommentFormProps, 'handover'>) {
  const { loaded, placeholder } = useFormOnIntent(loadForm);
  if (loaded) return <loaded.module.CommentForm {...props} handover={loaded.handover} />;
  return <CommentFormPlaceholder {...placeholder} signedInAs={props.signedInAs} initialText={props.initialText} />;
}
