import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ResourceStatus } from '../lib/Resource';
import { Button } from './Button';
import { Loader } from './Loader';
import { NotFoundPanel } from './NotFoundPanel';
import { Skeleton, type SkeletonShape } from './Skeleton';
import { StatePanel } from './StatePanel';

export interface DataStateProps {
  readonly status: ResourceStatus;
  /** No response came (offline, timeout): the message says to check the connection. */
  readonly offline?: boolean;
  /** The server said the thing does not exist: a not-found message with a way home, no retry. */
  readonly notFound?: boolean;
  /** Loaded, but nothing to show: SPEC §2 no-content page. */
  readonly empty?: boolean;
  /** Replaces the generic no-content text (e.g. "No results for …"). */
  readonly emptyMessage?: ReactNode;
  /** While loading: grey blocks shaped like what comes (cards, a story) instead of the spinner. */
  readonly skeleton?: SkeletonShape;
  readonly onRetry: () => void;
  /** Called only once the data is there, so it may read it without checks. */
  readonly children: () => ReactNode;
}

/** Every state a data screen can be in, so none is ever a blank page: loading, error, not found, empty, content. */
export function DataState({ status, offline = false, notFound = false, empty = false, emptyMessage, skeleton, onRetry, children }: DataStateProps) {
  if (status === 'idle' || status === 'loading') return skeleton ? <Skeleton shape={skeleton} /> : <Loader />;
  if (status === 'error' && notFound) return <NotFoundPanel />;
  if (status === 'error') {
    return (
      <StatePanel
        role="alert"
        title={<FormattedMessage id="dataState.error.title" defaultMessage="This page could not be loaded" />}
        text={
          offline ? (
            <FormattedMessage id="error.offline" defaultMessage="We could not reach the server. Check your connection and try again." />
          ) : (
            <FormattedMessage id="error.requestFailed" defaultMessage="Something went wrong on our side. Please try again." />
          )
        }
        action={
          <Button variant="primary" onClick={onRetry}>
            <FormattedMessage id="dataState.retry" defaultMessage="Try again" />
          </Button>
        }
      />
    );
  }
  if (empty) {
    return (
      <StatePanel
        headingLevel={2}
        title={emptyMessage ?? <FormattedMessage id="dataState.empty.title" defaultMessage="Nothing here yet" />}
        text={
          <FormattedMessage
            id="dataState.empty.text"
            defaultMessage="New stories are on their way. In the meantime, the homepage has the latest."
          />
        }
      />
    );
  }
  return <>{children()}</>;
}
