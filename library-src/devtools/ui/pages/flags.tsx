import type { FlagInfo } from '../../src/protocol.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Page } from '../components/page.tsx';
import { ResourceView } from '../components/resource-view.tsx';
import type { Resource } from '../use-devtools-data.ts';

export function FlagsPage({ flags, onRetry }: { readonly flags: Resource<readonly FlagInfo[]>; readonly onRetry: () => void }) {
  return (
    <Page
      title="Feature flags"
      intro="A flag that identifies has an identify() function, which picks the entities (user, guild, …) its decision is made from."
    >
      <ResourceView resource={flags} what="feature flags" onRetry={onRetry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No feature flags are defined. Define one with flag() from commandkit/flag.</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="table" aria-label="Feature flags">
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">Description</th>
                    <th scope="col">Identifies</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((flag) => (
                    <tr key={flag.key}>
                      <td>
                        <code className="strong-code">{flag.key}</code>
                      </td>
                      <td>{flag.description ?? <span className="muted">No description</span>}</td>
                      <td>{flag.hasIdentify ? 'Yes' : <span className="muted">No</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </ResourceView>
    </Page>
  );
}
