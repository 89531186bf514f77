import { useId, useState } from 'react';
import type { CommandRun } from '../../src/protocol.ts';
import { RUN_HISTORY_SIZE } from '../../src/protocol.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Page } from '../components/page.tsx';
import { ResourceView } from '../components/resource-view.tsx';
import { RunsTable } from '../components/runs-table.tsx';
import type { LiveRun, Resource } from '../use-devtools-data.ts';

interface RunsPageProps {
  readonly runs: Resource<readonly CommandRun[]>;
  readonly live: readonly LiveRun[];
  readonly guildNames: ReadonlyMap<string, string>;
  readonly onRetry: () => void;
}

type StatusFilter = 'all' | CommandRun['status'];

export function RunsPage({ runs, live, guildNames, onRetry }: RunsPageProps) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const selectId = useId();
  return (
    <Page
      title="Runs"
      intro={`Command runs as they end, newest first. The server keeps the last ${RUN_HISTORY_SIZE}.`}
      actions={
        <div className="field field-inline">
          <label htmlFor={selectId}>Status</label>
          <select id={selectId} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
            <option value="all">All</option>
            <option value="succeeded">Succeeded</option>
            <option value="failed">Failed</option>
            <option value="stopped">Stopped</option>
          </select>
        </div>
      }
    >
      <ResourceView resource={runs} what="runs" onRetry={onRetry}>
        {(list) => {
          if (list.length === 0) {
            return <EmptyState>No commands have run yet. Run one in Discord and it appears here as soon as it ends.</EmptyState>;
          }
          const shown = status === 'all' ? list : list.filter((run) => run.status === status);
          if (shown.length === 0) {
            return (
              <EmptyState>
                None of the last {list.length} runs {status === 'stopped' ? 'was stopped' : status}.
              </EmptyState>
            );
          }
          return <RunsTable runs={shown} live={live} guildNames={guildNames} label="Command runs, newest first" />;
        }}
      </ResourceView>
    </Page>
  );
}
