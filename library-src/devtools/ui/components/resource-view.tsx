import type { ReactNode } from 'react';
import type { Resource } from '../use-devtools-data.ts';

interface ResourceViewProps<T> {
  readonly resource: Resource<T>;
  /** What is loading, for the messages: "commands", "the bot". */
  readonly what: string;
  readonly onRetry: () => void;
  readonly children: (data: T) => ReactNode;
}

/** A snapshot's data, or why it is not there yet. */
export function ResourceView<T>({ resource, what, onRetry, children }: ResourceViewProps<T>) {
  const retry = (
    <button type="button" className="button button-small" onClick={onRetry}>
      Try again
    </button>
  );
  if (resource.data === null) {
    if (resource.error === null) {
      return (
        <p className="loading" role="status">
          Loading {what}…
        </p>
      );
    }
    return (
      <div className="notice notice-danger">
        <p>
          Could not load {what}: {resource.error}
        </p>
        {retry}
      </div>
    );
  }
  return (
    <>
      {resource.error === null ? null : (
        // Keep the last data on screen: a failed refresh is worth a note, not an empty page.
        <div className="notice notice-warning">
          <p>
            Could not refresh {what}: {resource.error} Showing the last data received.
          </p>
          {retry}
        </div>
      )}
      {children(resource.data)}
    </>
  );
}
