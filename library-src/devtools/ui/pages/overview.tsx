import { useMemo, useState } from 'react';
import type { BotInfo, CommandRun, GuildInfo, ShardInfo } from '../../src/protocol.ts';
import { Badge } from '../components/badge.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { FilterInput } from '../components/filter-input.tsx';
import { Page } from '../components/page.tsx';
import { ResourceView } from '../components/resource-view.tsx';
import { RunsTable } from '../components/runs-table.tsx';
import { formatLatency, formatNumber, formatUptime } from '../format.ts';
import { href } from '../route.ts';
import type { LiveRun, Resource, ResourceKey } from '../use-devtools-data.ts';
import { useNow } from '../use-now.ts';

interface OverviewPageProps {
  readonly bot: Resource<BotInfo>;
  readonly runs: Resource<readonly CommandRun[]>;
  readonly live: readonly LiveRun[];
  readonly guildNames: ReadonlyMap<string, string>;
  readonly onRetry: (keys: readonly ResourceKey[]) => void;
}

const RECENT_RUNS = 5;

export function OverviewPage({ bot, runs, live, guildNames, onRetry }: OverviewPageProps) {
  return (
    <Page title="Overview">
      <ResourceView resource={bot} what="the bot" onRetry={() => onRetry(['bot'])}>
        {(info) => (
          <>
            <BotSection bot={info} receivedAt={bot.receivedAt} />
            <GuildsSection guilds={info.guilds} guildCount={info.guildCount} />
            {info.shards.length > 1 ? <ShardsSection shards={info.shards} /> : null}
          </>
        )}
      </ResourceView>
      <section className="section" aria-labelledby="recent-runs-heading">
        <div className="section-header">
          <h2 id="recent-runs-heading">Recent runs</h2>
          <a href={href('runs')}>View run history</a>
        </div>
        <ResourceView resource={runs} what="runs" onRetry={() => onRetry(['runs'])}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState>No commands have run yet. Runs appear here as soon as they end.</EmptyState>
            ) : (
              <RunsTable
                runs={data.slice(0, RECENT_RUNS)}
                live={live}
                guildNames={guildNames}
                compact
                label={`The last ${Math.min(RECENT_RUNS, data.length)} command runs, newest first`}
              />
            )
          }
        </ResourceView>
      </section>
    </Page>
  );
}

function BotSection({ bot, receivedAt }: { readonly bot: BotInfo; readonly receivedAt: number }) {
  const now = useNow();
  // The server sends the uptime every few seconds; count on from it in between.
  const uptime = bot.ready ? bot.uptimeMs + Math.max(0, now - receivedAt) : bot.uptimeMs;
  return (
    <section className="section" aria-labelledby="bot-heading">
      <h2 id="bot-heading">Bot</h2>
      <div className="card bot-card">
        <div className="bot-identity">
          {bot.user ? (
            <img className="avatar" src={bot.user.avatarUrl} alt="" width={64} height={64} referrerPolicy="no-referrer" />
          ) : (
            <div className="avatar avatar-empty" aria-hidden="true" />
          )}
          <div>
            <p className="bot-tag">{bot.user ? bot.user.tag : 'Not logged in yet'}</p>
            {bot.user ? (
              <p className="muted">
                ID <code>{bot.user.id}</code>
              </p>
            ) : (
              <p className="muted">The client has not logged in to Discord.</p>
            )}
            <p className="badges">
              {bot.ready ? <Badge tone="success">ready</Badge> : <Badge tone="warning">not ready</Badge>}
              <Badge tone={bot.mode === 'development' ? 'info' : 'neutral'}>{bot.mode}</Badge>
            </p>
          </div>
        </div>
        <dl className="stats">
          <div>
            <dt>Latency</dt>
            <dd>{formatLatency(bot.latencyMs)}</dd>
          </div>
          <div>
            <dt>Uptime</dt>
            <dd>{formatUptime(uptime)}</dd>
          </div>
          <div>
            <dt>Guilds</dt>
            <dd>{formatNumber(bot.guildCount)}</dd>
          </div>
          <div>
            <dt>Shards</dt>
            <dd>{formatNumber(bot.shards.length)}</dd>
          </div>
        </dl>
        <dl className="versions">
          <div>
            <dt>CommandKit</dt>
            <dd>{bot.versions.commandkit}</dd>
          </div>
          <div>
            <dt>discord.js</dt>
            <dd>{bot.versions.discordjs}</dd>
          </div>
          <div>
            <dt>Node.js</dt>
            <dd>{bot.versions.node}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

// Rendering every guild of a large bot on each 5-second update is wasted work nobody reads.
const GUILD_ROWS = 100;

function GuildsSection({ guilds, guildCount }: { readonly guilds: readonly GuildInfo[]; readonly guildCount: number }) {
  const [filter, setFilter] = useState('');
  const matching = useMemo(() => {
    const query = filter.trim().toLowerCase();
    if (!query) return guilds;
    return guilds.filter((guild) => guild.name.toLowerCase().includes(query) || guild.id.includes(query));
  }, [guilds, filter]);
  const shown = matching.slice(0, GUILD_ROWS);

  return (
    <section className="section" aria-labelledby="guilds-heading">
      <div className="section-header">
        <h2 id="guilds-heading">
          Guilds <span className="count">{formatNumber(guildCount)}</span>
        </h2>
        {guilds.length > 10 ? <FilterInput label="Filter guilds" value={filter} onChange={setFilter} placeholder="Name or id" /> : null}
      </div>
      {guilds.length === 0 ? (
        <EmptyState>The bot is not in any guild yet. Invite it to a server to see it here.</EmptyState>
      ) : matching.length === 0 ? (
        <EmptyState>No guild name or id contains “{filter.trim()}”.</EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table" aria-label="Guilds the bot is in">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">ID</th>
                  <th scope="col" className="numeric">
                    Members
                  </th>
                  <th scope="col" className="numeric">
                    Shard
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((guild) => (
                  <tr key={guild.id}>
                    <td>{guild.name}</td>
                    <td>
                      <code>{guild.id}</code>
                    </td>
                    <td className="numeric">{formatNumber(guild.memberCount)}</td>
                    <td className="numeric">{guild.shardId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {matching.length > shown.length ? (
            <p className="table-note">
              Showing {shown.length} of {formatNumber(matching.length)} guilds. Filter to find the others.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ShardsSection({ shards }: { readonly shards: readonly ShardInfo[] }) {
  return (
    <section className="section" aria-labelledby="shards-heading">
      <h2 id="shards-heading">
        Shards <span className="count">{shards.length}</span>
      </h2>
      <div className="table-wrap">
        <table className="table" aria-label="The bot's shards">
          <thead>
            <tr>
              <th scope="col">Shard</th>
              <th scope="col" className="numeric">
                Latency
              </th>
              <th scope="col" className="numeric">
                Guilds
              </th>
            </tr>
          </thead>
          <tbody>
            {shards.map((shard) => (
              <tr key={shard.id}>
                <td>Shard {shard.id}</td>
                <td className="numeric">{formatLatency(shard.latencyMs)}</td>
                <td className="numeric">{formatNumber(shard.guildCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
