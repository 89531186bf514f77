import { useState } from 'react';
import type { CommandRun } from '../../src/protocol.ts';
import { formatDuration, runKindLabel } from '../format.ts';
import type { LiveRun } from '../use-devtools-data.ts';
import { useNow } from '../use-now.ts';
import { RunStatusBadge } from './badge.tsx';
import { CommandName } from './command-name.tsx';
import { RelativeTime } from './relative-time.tsx';

interface RunsTableProps {
  readonly runs: readonly CommandRun[];
  /** Runs that arrived over the stream, to flash the ones that just ended. */
  readonly live: readonly LiveRun[];
  /** Guild names by id, to show a name where the run only has the id. */
  readonly guildNames: ReadonlyMap<string, string>;
  /** Fewer columns, for the overview. */
  readonly compact?: boolean;
  /** The table's accessible name (an aria-label, so that it adds no text a text search would find). */
  readonly label: string;
}

const FRESH_FOR_MS = 2000;

export function RunsTable({ runs, live, guildNames, compact = false, label }: RunsTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const now = useNow();
  // A row remounted later (another page, then back) is past this window and does not flash again.
  const fresh = new Set(live.filter((entry) => now - entry.receivedAt < FRESH_FOR_MS).map((entry) => entry.run.id));
  const columns = compact ? 5 : 8;

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="table-wrap">
      <table className="table runs-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Command</th>
            {compact ? null : <th scope="col">Kind</th>}
            <th scope="col">User</th>
            {compact ? null : <th scope="col">Guild</th>}
            {compact ? null : (
              <th scope="col" className="numeric">
                Shard
              </th>
            )}
            <th scope="col">When</th>
            <th scope="col" className="numeric">
              Duration
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => {
            const isOpen = expanded.has(run.id);
            const detailsId = `run-${run.id}-error`;
            return [
              <tr key={run.id} className={fresh.has(run.id) ? 'run-row is-fresh' : 'run-row'}>
                <td>
                  <CommandName name={run.command} slash={run.kind === 'chatInput'} />
                </td>
                {compact ? null : <td>{runKindLabel(run.kind)}</td>}
                <td>
                  <span title={`User id ${run.user.id}`}>{run.user.username}</span>
                </td>
                {compact ? null : (
                  <td>
                    <GuildCell guildId={run.guildId} guildNames={guildNames} />
                  </td>
                )}
                {compact ? null : <td className="numeric">{run.shardId}</td>}
                <td className="nowrap">
                  <RelativeTime iso={run.startedAt} />
                </td>
                <td className="numeric nowrap">{formatDuration(run.durationMs)}</td>
                <td className="nowrap">
                  <span className="status-cell">
                    <RunStatusBadge status={run.status} />
                    {run.status === 'failed' && run.error ? (
                      <button
                        type="button"
                        className="button button-link"
                        aria-expanded={isOpen}
                        aria-controls={detailsId}
                        onClick={() => toggle(run.id)}
                      >
                        {isOpen ? 'Hide error' : 'Show error'}
                      </button>
                    ) : null}
                  </span>
                </td>
              </tr>,
              isOpen && run.error ? (
                <tr key={`${run.id}-error`} id={detailsId} className="run-error-row">
                  <td colSpan={columns}>
                    <div className="run-error">
                      <p>
                        <strong>{run.error.name}</strong>: {run.error.message}
                      </p>
                      {run.error.stack ? <pre tabIndex={0}>{run.error.stack}</pre> : <p className="muted">No stack trace.</p>}
                    </div>
                  </td>
                </tr>
              ) : null,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

function GuildCell({ guildId, guildNames }: { readonly guildId: string | null; readonly guildNames: ReadonlyMap<string, string> }) {
  if (guildId === null) return <span className="muted">Direct message</span>;
  const name = guildNames.get(guildId);
  if (name === undefined) return <code>{guildId}</code>;
  return <span title={`Guild id ${guildId}`}>{name}</span>;
}
