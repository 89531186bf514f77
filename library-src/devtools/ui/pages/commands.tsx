import { useMemo, useState } from 'react';
import type { CommandInfo, CommandsInfo } from '../../src/protocol.ts';
import { Badge, RegistrationBadge } from '../components/badge.tsx';
import { CommandDetails } from '../components/command-details.tsx';
import { CommandName } from '../components/command-name.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { FilterInput } from '../components/filter-input.tsx';
import { Page } from '../components/page.tsx';
import { RelativeTime } from '../components/relative-time.tsx';
import { ResourceView } from '../components/resource-view.tsx';
import { href } from '../route.ts';
import type { Resource } from '../use-devtools-data.ts';

interface CommandsPageProps {
  readonly commands: Resource<CommandsInfo>;
  /** The key of the command whose details are open, from the route. */
  readonly selectedKey: string | null;
  readonly onRetry: () => void;
}

export function CommandsPage({ commands, selectedKey, onRetry }: CommandsPageProps) {
  const registeredAt = commands.data?.registeredAt ?? null;
  return (
    <Page
      title="Commands"
      intro={
        commands.data ? (
          <>
            {commands.data.commands.length} loaded ·{' '}
            {registeredAt ? (
              <>
                last registered <RelativeTime iso={registeredAt} />
              </>
            ) : (
              'not registered yet'
            )}
          </>
        ) : null
      }
    >
      <ResourceView resource={commands} what="commands" onRetry={onRetry}>
        {(info) =>
          info.commands.length === 0 ? (
            <EmptyState>No commands are loaded. Add a command file under src/app/commands/ to see it here.</EmptyState>
          ) : (
            <CommandsBrowser commands={info.commands} selectedKey={selectedKey} />
          )
        }
      </ResourceView>
    </Page>
  );
}

const UNCATEGORIZED = 'Uncategorized';

interface Group {
  readonly name: string;
  readonly commands: readonly CommandInfo[];
}

function groupByCategory(commands: readonly CommandInfo[]): Group[] {
  const groups = new Map<string | null, CommandInfo[]>();
  for (const command of commands) {
    const list = groups.get(command.category) ?? [];
    list.push(command);
    groups.set(command.category, list);
  }
  const byName = (a: CommandInfo, b: CommandInfo) => a.name.localeCompare(b.name, 'en') || a.key.localeCompare(b.key, 'en');
  // Named categories alphabetically, then the commands that have none.
  return [...groups]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en')))
    .map(([category, list]) => ({ name: category ?? UNCATEGORIZED, commands: list.sort(byName) }));
}

function CommandsBrowser({ commands, selectedKey }: { readonly commands: readonly CommandInfo[]; readonly selectedKey: string | null }) {
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    const query = filter.trim().toLowerCase();
    const matching = query ? commands.filter((command) => command.name.toLowerCase().includes(query)) : commands;
    return groupByCategory(matching);
  }, [commands, filter]);
  const selected = selectedKey === null ? null : (commands.find((command) => command.key === selectedKey) ?? null);

  return (
    <div className="split">
      <div className="split-list">
        <FilterInput label="Filter commands" value={filter} onChange={setFilter} placeholder="Command name" />
        {groups.length === 0 ? (
          <EmptyState>No command name contains “{filter.trim()}”.</EmptyState>
        ) : (
          groups.map((group) => <CommandGroup key={group.name} group={group} selectedKey={selectedKey} />)
        )}
      </div>
      <div className="split-detail">
        {selected ? (
          <CommandDetails key={selected.key} command={selected} />
        ) : (
          <EmptyState>
            {selectedKey === null
              ? 'Select a command to see its description, options, middleware and registration.'
              : `No loaded command has the key “${selectedKey}”. A reload may have removed it.`}
          </EmptyState>
        )}
      </div>
    </div>
  );
}

function CommandGroup({ group, selectedKey }: { readonly group: Group; readonly selectedKey: string | null }) {
  return (
    <div className="tree-group">
      <h2 className="tree-heading">
        {group.name} <span className="count">{group.commands.length}</span>
      </h2>
      <ul className="tree">
        {group.commands.map((command) => (
          <li key={command.key}>
            <a className="tree-item" href={href('commands', command.key)} aria-current={command.key === selectedKey ? 'true' : undefined}>
              <span className="tree-item-name">
                <CommandName name={command.name} slash={command.type === 'chatInput'} />
                {command.type === 'chatInput' ? null : <span className="tag">{command.type} menu</span>}
              </span>
              <span className="badges">
                {command.devOnly ? <Badge tone="warning">dev only</Badge> : null}
                <RegistrationBadge status={command.registration.status} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
