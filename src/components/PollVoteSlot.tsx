import { useFormOnIntent } from '../hooks/useFormOnIntent';
import type { PollVoteFormProps } from './PollVoteForm';
import { PollVotePlaceholder } from './PollVotePlaceholder';

const loadForm = () => import('./PollVoteForm');

/** A poll's vote form, its form library loaded when a reader first comes to it (docs/decisions/039). */
export function PollVoteSlot(props: Omit<PollVoteFormProps, 'handover'>) {
  const { loaded, placeholder } = useFormOnIntent(loadForm);
  if (loaded) return <loaded.module.PollVoteForm {...props} handover={loaded.handover} />;
  return (
    <PollVotePlaceholder
      {...placeholder}
      options={props.options}
      totalVotes={props.totalVotes}
      choice={props.initialValues?.variantId}
    />
  );
}
