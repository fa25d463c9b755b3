import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ResourceStatus } from '../lib/Resource';
import { DataState } from './DataState';
import type { SkeletonShape } from './Skeleton';

/** What a screen needs of a loading piece of server data (the stores' Resource has it). */
export interface LoadingData<T> {
  readonly status: ResourceStatus;
  readonly data: T | undefined;
  readonly offline: boolean;
  readonly notFound: boolean;
}

export interface ResourceStateProps<T> {
  /** Null before the screen asked for anything: it shows as loading. */
  readonly resource: LoadingData<T> | null | undefined;
  /**
   * Whether loaded data belongs to this screen: until the screen's effect has run, the store may still hold the
   * previous screen's (another slug). Such data shows as loading, never as the wrong story.
   */
  readonly isCurrent?: (data: T) => boolean;
  readonly empty?: (data: T) => boolean;
  readonly emptyMessage?: ReactNode;
  /** The loading placeholder's shape (DataState's `skeleton`); without it, the spinner. */
  readonly skeleton?: SkeletonShape;
  readonly onRetry: () => void;
  readonly children: (data: T) => ReactNode;
}

/** DataState for one resource: loading, error, not found, empty, or its data handed to `children`. */
export const ResourceState = observer(function ResourceState<T>({
  resource,
  isCurrent,
  empty,
  emptyMessage,
  skeleton,
  onRetry,
  children,
}: ResourceStateProps<T>) {
  const data = resource?.data;
  const stale = resource?.status === 'ready' && data !== undefined && isCurrent !== undefined && !isCurrent(data);
  return (
    <DataState
      status={!resource || stale ? 'loading' : resource.status}
      offline={resource?.offline ?? false}
      notFound={resource?.notFound ?? false}
      empty={data !== undefined && empty !== undefined && empty(data)}
      emptyMessage={emptyMessage}
      skeleton={skeleton}
      onRetry={onRetry}
    >
      {() => (data === undefined ? null : children(data))}
    </DataState>
  );
}) as <T>(props: ResourceStateProps<T>) => ReactNode;
