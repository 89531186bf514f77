import type { EventInfo } from '../../src/protocol.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Page } from '../components/page.tsx';
import { ResourceView } from '../components/resource-view.tsx';
import { formatNumber } from '../format.ts';
import type { Resource } from '../use-devtools-data.ts';

export function EventsPage({ events, onRetry }: { readonly events: Resource<readonly EventInfo[]>; readonly onRetry: () => void }) {
  return (
    <Page title="Events" intro="Each event's handlers in the order they run, and how often the client emitted it since devtools started.">
      <ResourceView resource={events} what="events" onRetry={onRetry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>
              No event handlers are loaded. Add one under src/app/events/&lt;event name&gt;/, such as src/app/events/clientReady/log.ts.
            </EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="table" aria-label="Events with handlers">
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Handlers</th>
                    <th scope="col" className="numeric">
                      Emitted
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((event) => (
                    <tr key={event.event}>
                      <td>
                        <code className="strong-code">{event.event}</code>
                      </td>
                      <td>
                        {event.handlers.length === 0 ? (
                          <span className="muted">No handlers</span>
                        ) : (
                          <ol className="file-list">
                            {event.handlers.map((handler, index) => (
                              <li key={`${index}:${handler.file}`}>
                                <code>{handler.file}</code>
                              </li>
                            ))}
                          </ol>
                        )}
                      </td>
                      <td className="numeric">{formatNumber(event.emitted)}</td>
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
