/**
 * The poll editor's values and what is checked and compared in them (pure): the form as typed, its problems as
 * the server would find them, and the fields a conflict shows side by side.
 */
import { array, nullable, number, object, optional, string } from 'superstruct';
import { POLL_LIMITS, PollStory, type AdminPoll } from '../../../contracts/adminPolls';
import { LOCALES, perLocale, type Locale } from '../../../contracts/common';
import type { DeskField } from './EditSession';

type PerLocale<T> = Record<Locale, T>;

export interface VariantValue {
  /** Stable across moves, for React's keys and focus (a new option has no server id yet). */
  readonly key: string;
  /** The server's id: an option readers may have voted for. */
  readonly _id?: string | undefined;
  readonly votes: number;
  readonly data: PerLocale<{ readonly text: string }>;
}

export interface PollValues {
  readonly data: PerLocale<{ readonly question: string }>;
  readonly variants: readonly VariantValue[];
  /** As a `datetime-local` control holds it: the editor's own time zone, to the minute. */
  readonly endsAt: string;
  readonly story: PollStory | null;
}

/** Where a message belongs: a question, an option's text, the options as a whole, the end time, the story. */
export type PollField = `data.${Locale}.question` | `variants.${number}.data.${Locale}.text` | 'variants' | 'endsAt' | 'story';

export type PollProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'tooFewVariants' }
  | { readonly kind: 'endMissing' }
  | { readonly kind: 'endInPast' };

/** One thing that differs between their saved poll and the form: a text, the end time (ISO) or the story. */
export type PollDifference =
  | { readonly field: 'question'; readonly locale: Locale; readonly theirs: string; readonly mine: string }
  | { readonly field: 'option'; readonly index: number; readonly locale: Locale; readonly theirs: string; readonly mine: string }
  | { readonly field: 'endsAt'; readonly theirs: string; readonly mine: string }
  | { readonly field: 'story'; readonly theirs: PollStory | null; readonly mine: PollStory | null };

/** The values' shape, for the copy kept on this device when the session ends (storage may hold anything). */
export const PollValuesShape = object({
  data: perLocale(object({ question: string() })),
  variants: array(object({ key: string(), _id: optional(string()), votes: number(), data: perLocale(object({ text: string() })) })),
  endsAt: string(),
  story: nullable(PollStory),
});

export type DifferenceAt = { readonly field: 'question'; readonly locale: Locale } | { readonly field: 'option'; readonly index: number; readonly locale: Locale } | { readonly field: 'endsAt' | 'story' };

/** Every field where their saved poll and the form differ: texts (options by place), the end time, the story. */
export function pollFields(theirs: PollValues, mine: PollValues): DeskField<PollValues, DifferenceAt>[] {
  const count = Math.max(theirs.variants.length, mine.variants.length);
  return [
    ...LOCALES.map((locale) => ({ at: { field: 'question', locale } as const, read: (values: PollValues) => values.data[locale].question })),
    ...Array.from({ length: count }, (_, index) =>
      LOCALES.map((locale) => ({ at: { field: 'option', index, locale } as const, read: (values: PollValues) => values.variants[index]?.data[locale].text ?? '' })),
    ).flat(),
    { at: { field: 'endsAt' }, read: (values) => fromLocalInput(values.endsAt) ?? '' },
    { at: { field: 'story' }, read: (values) => values.story, key: (story) => (story ? `${(story as PollStory).kind}:${(story as PollStory).id}` : '') },
  ];
}

/** What the server compares: the texts, the options by id, the end, the story by kind and id. */
const snapshot = (values: PollValues) =>
  JSON.stringify([values.data, values.variants.map(({ _id, data }) => [_id, data]), values.endsAt, values.story && [values.story.kind, values.story.id]]);

export const sameSnapshot = (a: PollValues, b: PollValues) => snapshot(a) === snapshot(b);

/** An ISO time as a `datetime-local` value in the editor's time zone (to the minute). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the editor's time zone) as an ISO time; null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Every problem of the values (`now`: the clock), missing texts included (the screen shows those only once a save
 * was tried). `endUnchanged`: the stored end, which may be past (a closed poll's wording can still be corrected).
 */
export function pollProblems(values: PollValues, now: number, endUnchanged: boolean): ReadonlyMap<PollField, PollProblem> {
  const found = new Map<PollField, PollProblem>();
  const text = (field: PollField, value: string, max: number) => {
    if (value.length > max) found.set(field, { kind: 'tooLong', max });
    else if (!value.trim()) found.set(field, { kind: 'required' });
  };
  for (const locale of LOCALES) text(`data.${locale}.question`, values.data[locale].question, POLL_LIMITS.question);
  values.variants.forEach((variant, index) => {
    for (const locale of LOCALES) text(`variants.${index}.data.${locale}.text`, variant.data[locale].text, POLL_LIMITS.variant);
  });
  if (values.variants.length < POLL_LIMITS.minVariants) found.set('variants', { kind: 'tooFewVariants' });
  const endsAt = fromLocalInput(values.endsAt);
  if (endsAt === null) found.set('endsAt', { kind: 'endMissing' });
  else if (Date.parse(endsAt) <= now && !endUnchanged) found.set('endsAt', { kind: 'endInPast' });
  return found;
}

/** A poll as the form holds it: its options keyed by their ids, its end in the editor's time zone. */
export function valuesOf(poll: AdminPoll): PollValues {
  return {
    data: poll.data,
    variants: poll.variants.map((variant) => ({ key: variant._id, _id: variant._id, votes: variant.votes, data: variant.data })),
    endsAt: toLocalInput(poll.endsAt),
    story: poll.story,
  };
}
