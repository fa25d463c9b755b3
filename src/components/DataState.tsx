import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ResourceStatus } from '../stores/Resource';
import { Button } from './Button';
import * as styles from './DataState.module.css';
import { Loader } from './Loader';

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
  readonly onRetry: () => void;
  /** Called only once the data is there, so it may read it without checks. */
  readonly children: () => ReactNode;
}

/** Every state a data screen can be in, so none is ever a blank page: loading, error, not found, empty, content. */
export function DataState({ status, offline = false, notFound = false, empty = false, emptyMessage, onRetry, children }: DataStateProps) {
  if (status === 'idle' || status === 'loading') return <Loader />;
  if (status === 'error' && notFound) {
    return (
      <section className={styles.panel} aria-labelledby="data-state-not-found">
        <p className={styles.code} aria-hidden="true">
          {404}
        </p>
        <h1 id="data-state-not-found" className={styles.title}>
          <FormattedMessage id="notFound.title" defaultMessage="We could not find that page" />
        </h1>
        <p className={styles.text}>
          <FormattedMessage id="notFound.text" defaultMessage="The link may be out of date, or the page may have moved." />
        </p>
        <Link href="/" className={styles.home}>
          <FormattedMessage id="notFound.home" defaultMessage="Back to the homepage" />
        </Link>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className={styles.panel} role="alert" aria-labelledby="data-state-error">
        <h1 id="data-state-error" className={styles.title}>
          <FormattedMessage id="dataState.error.title" defaultMessage="This page could not be loaded" />
        </h1>
        <p className={styles.text}>
          {offline ? (
            <FormattedMessage id="error.offline" defaultMessage="We could not reach the server. Check your connection and try again." />
          ) : (
            <FormattedMessage id="error.requestFailed" defaultMessage="Something went wrong on our side. Please try again." />
          )}
        </p>
        <Button variant="primary" onClick={onRetry}>
          <FormattedMessage id="dataState.retry" defaultMessage="Try again" />
        </Button>
      </section>
    );
  }
  if (empty) {
    return (
      <section className={styles.panel} aria-labelledby="data-state-empty">
        <h2 id="data-state-empty" className={styles.title}>
          {emptyMessage ?? <FormattedMessage id="dataState.empty.title" defaultMessage="Nothing here yet" />}
        </h2>
        <p className={styles.text}>
          <FormattedMessage
            id="dataState.empty.text"
            defaultMessage="New stories are on their way. In the meantime, the homepage has the latest."
          />
        </p>
        <Link href="/" className={styles.home}>
          <FormattedMessage id="notFound.home" defaultMessage="Back to the homepage" />
        </Link>
      </section>
    );
  }
  return <>{children()}</>;
}
