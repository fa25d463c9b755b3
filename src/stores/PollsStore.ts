import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { COMMUNITY_ERRORS, type Poll } from '../../contracts/communityShapes';
import { ApiFailure } from '../api/client';
import { unreachableOrFailed } from '../api/errorCatalogue';
import { communityFailure, communityMessages } from '../i18n/communityMessages';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, VoteValues } from '../lib/community';
import { pollIsClosed, pollPercentages, pollTimeLeft } from '../lib/polls';
import { validateVote } from '../lib/validation';
import type { Services } from './services';
import type { DraftsStore } from './DraftsStore';
import type { SessionStore } from './SessionStore';


/** What PollsStore uses: the shared services, and by name the stores it works with. */
export type PollsDeps = Services & { readonly drafts: DraftsStore; readonly session: SessionStore };

/**
 * SPEC §5/§7 reader polls: a vote counts at once and is taken back if the server refuses; signed out, it
 * becomes a draft. The page's own copy of a poll stays in ContentStore; this store holds the polls as they are
 * after a vote or a fetch with the reader's token (which says how the reader voted).
 */
export class PollsStore {
  private readonly polls = observable.map<string, Poll>();
  private readonly notices = observable.map<string, LocalizedError>();

  constructor(private readonly deps: PollsDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
    // Sign-out does not reload the page: the last reader's choices must not show to the next one.
    reaction(
      () => this.deps.session.authorised,
      (authorised) => {
        if (!authorised) this.forgetReader();
      },
    );
  }

  /** Forgets the reader's choices and the notices about their votes; the counts are everyone's and stay. */
  forgetReader(): void {
    this.notices.clear();
    for (const [id, poll] of [...this.polls.entries()]) {
      if (poll.votedVariantId === undefined) continue;
      const { votedVariantId: _mine, ...everyones } = poll;
      this.polls.set(id, everyones);
    }
  }

  /** The poll as it stands: after the reader's vote or a personalised fetch, else as the page loaded it. */
  poll(loaded: Poll): Poll {
    return this.polls.get(loaded._id) ?? loaded;
  }

  /** The poll as the card shows it, in the reader's language, at `now` (the countdown, the closed state). */
  view(loaded: Poll, now: number) {
    const poll = this.poll(loaded);
    return {
      ...this.counts(poll),
      votedVariantId: poll.votedVariantId,
      closed: pollIsClosed(poll, now),
      timeLeft: pollTimeLeft(poll.endsAt, now),
      notice: this.notice(poll._id),
    };
  }

  /**
   * The poll as the page's HTML shows it to everyone, on the server and in the browser until hydration: the counts
   * the page came with and the server's word on whether it has closed. No reader's choice, and no countdown: the
   * server's clock and the reader's would write different hours (a hydration mismatch); it appears after.
   */
  servedView(loaded: Poll) {
    return { ...this.counts(loaded), votedVariantId: undefined, closed: loaded.closed, timeLeft: null, notice: undefined };
  }

  private counts(poll: Poll) {
    const locale = this.deps.locale;
    const shares = pollPercentages(poll);
    return {
      question: poll.data[locale].question,
      options: poll.variants.map((variant) => ({
        id: variant._id,
        text: variant.data[locale].text,
        votes: variant.votes,
        percent: shares.get(variant._id) ?? 0,
      })),
      totalVotes: poll.totalVotes,
    };
  }

  notice(pollId: string): LocalizedError | undefined {
    return this.notices.get(pollId);
  }

  /**
   * The page's own request carries no token, so it cannot say how this reader voted: once the reader is known,
   * the poll is asked for again with the token (votedVariantId).
   */
  async refresh(pollId: string): Promise<void> {
    try {
      const { getPoll } = await import('../api/community');
      const { poll } = await getPoll(this.deps.api, pollId);
      runInAction(() => this.polls.set(poll._id, poll));
    } catch {
      // The page's copy of the poll stays: it still shows the question and counts.
    }
  }

  /** SPEC §5 'The vote option should be selected'; §7 body voteId, variantId, locale, path. */
  async vote(loaded: Poll, values: VoteValues): Promise<ActionOutcome<VoteValues>> {
    const invalid = validateVote(values);
    if (invalid) return { errors: invalid };
    const variantId = values.variantId ?? '';
    if (!this.deps.session.authorised) {
      this.deps.drafts.keepAndAskToSignIn({ draftVote: { voteId: loaded._id, variant: variantId } });
      return { done: 'drafted' };
    }
    const before = this.poll(loaded);
    const hadUpdate = this.polls.has(loaded._id);
    this.notices.delete(loaded._id);
    this.polls.set(loaded._id, {
      ...before,
      variants: before.variants.map((variant) =>
        variant._id === variantId ? { ...variant, votes: variant.votes + 1 } : variant,
      ),
      totalVotes: before.totalVotes + 1,
      votedVariantId: variantId,
    });
    try {
      const { poll } = await this.dispatch(loaded._id, variantId, this.deps.navigation.current());
      runInAction(() => this.polls.set(poll._id, poll));
      return { done: 'sent' };
    } catch (error) {
      runInAction(() => {
        if (hadUpdate) this.polls.set(loaded._id, before);
        else this.polls.delete(loaded._id);
      });
      if (this.deps.session.endedBy(error)) {
        // The session expired: the vote waits as a draft and is cast after sign-in.
        this.deps.drafts.keepAndAskToSignIn({ draftVote: { voteId: loaded._id, variant: variantId } }, 'signIn');
        return { done: 'drafted' };
      }
      const text = error instanceof ApiFailure ? error.serverMessage : undefined;
      if (text === COMMUNITY_ERRORS.pollClosed || text === COMMUNITY_ERRORS.alreadyVoted) {
        // The reader's copy was out of date: show the poll as it really is, with a word on why.
        runInAction(() =>
          this.notices.set(loaded._id, {
            message: communityMessages[text === COMMUNITY_ERRORS.pollClosed ? 'pollClosed' : 'alreadyVoted'],
          }),
        );
        await this.refresh(loaded._id);
        return { done: 'outdated' };
      }
      return { errors: { form: communityFailure(unreachableOrFailed(error), communityMessages.voteFailed) } };
    }
  }

  /** The poll as the server answered a vote cast outside the card (a replayed draft). */
  record(poll: Poll): void {
    this.polls.set(poll._id, poll);
  }

  /**
   * The one way a vote reaches the server: the poll card, and the replay of a signed-out reader's draft (with the
   * page it was cast on).
   */
  async dispatch(voteId: string, variantId: string, path: string) {
    // The vote's request and contract come with the first vote (docs/decisions/114).
    const { vote } = await import('../api/community');
    return vote(this.deps.api, { voteId, variantId, locale: this.deps.locale, path });
  }
}
