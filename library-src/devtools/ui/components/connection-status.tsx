import type { StreamStatus } from '../use-stream.ts';

const TEXT: Readonly<Record<StreamStatus, string>> = {
  connecting: 'connecting…',
  live: 'live',
  reconnecting: 'disconnected, reconnecting…',
};

/** Whether live updates are arriving; announced politely when it changes. */
export function ConnectionStatus({ status }: { readonly status: StreamStatus }) {
  return (
    <p className={`connection connection-${status}`} role="status">
      <span className="connection-dot" aria-hidden="true" />
      {/* Capitalised by the style sheet: the words themselves stay as the brief spells them. */}
      <span className="connection-text">{TEXT[status]}</span>
    </p>
  );
}
