import type { PluginInfo } from '../../src/protocol.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Page } from '../components/page.tsx';
import { ResourceView } from '../components/resource-view.tsx';
import type { Resource } from '../use-devtools-data.ts';

export function PluginsPage({ plugins, onRetry }: { readonly plugins: Resource<readonly PluginInfo[]>; readonly onRetry: () => void }) {
  return (
    <Page title="Plugins">
      <ResourceView resource={plugins} what="plugins" onRetry={onRetry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No plugins are configured. Add them to the plugins array of commandkit.config.ts.</EmptyState>
          ) : (
            <>
              <PluginSection
                id="runtime-plugins"
                title="Runtime"
                intro="Runtime plugins run inside the bot, listed in the order their hooks run."
                plugins={list.filter((plugin) => plugin.type === 'runtime')}
                none="No runtime plugins are configured."
              />
              <PluginSection
                id="compiler-plugins"
                title="Compiler"
                intro="Compiler plugins transform the bot's source files when it is built."
                plugins={list.filter((plugin) => plugin.type === 'compiler')}
                none="No compiler plugins are configured."
              />
            </>
          )
        }
      </ResourceView>
    </Page>
  );
}

interface PluginSectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly plugins: readonly PluginInfo[];
  readonly none: string;
}

function PluginSection({ id, title, intro, plugins, none }: PluginSectionProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="count">{plugins.length}</span>
      </h2>
      {plugins.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <>
          <p className="muted small section-intro">{intro}</p>
          <ol className="plugin-list">
            {plugins.map((plugin) => (
              <li key={plugin.name} className="card plugin">
                <span className="plugin-name">{plugin.name}</span>
                {plugin.hooks.length === 0 ? (
                  <span className="muted small">No hooks</span>
                ) : (
                  <ul className="code-list" aria-label={`Hooks of ${plugin.name}`}>
                    {plugin.hooks.map((hook) => (
                      <li key={hook}>
                        <code>{hook}</code>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
