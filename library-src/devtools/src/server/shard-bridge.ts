import type { Client } from 'discord.js';
import type { GuildInfo } from '../protocol.ts';
import type { RunRecord } from './run-log.ts';
import type { FleetView } from './views.ts';

// Every shard process keeps its recent runs here, so the process serving devtools (shard 0's)
// can collect them with broadcastEval: the function runs inside each shard, with no access to
// this module, only to the globals of that process.
const SHARED_RUNS_KEY = '@commandkit/devtools.runs';
const SHARED_RUNS_LIMIT = 100;

/** A run as a shard shares it: numbered in that process. */
export interface SharedRun {
  readonly seq: number;
  readonly record: RunRecord;
}

interface SharedRuns {
  next: number;
  runs: SharedRun[];
}

function sharedRuns(): SharedRuns {
  const store = globalThis as unknown as Record<symbol, SharedRuns | undefined>;
  return (store[Symbol.for(SHARED_RUNS_KEY)] ??= { next: 1, runs: [] });
}

/** Keeps a run of this shard process where the devtools process can collect it. */
export function shareRun(record: RunRecord): void {
  const shared = sharedRuns();
  shared.runs.push({ seq: shared.next++, record });
  if (shared.runs.length > SHARED_RUNS_LIMIT) shared.runs.shift();
}

/** The guilds and shards of every shard of the bot, asked through the sharding manager. */
export async function shardedFleet(client: Client): Promise<FleetView> {
  const perProcess = await client.shard!.broadcastEval((c) => ({
    guilds: c.guilds.cache.map((guild) => ({
      id: guild.id,
      name: guild.name,
      memberCount: guild.memberCount,
      shardId: guild.shardId,
      iconUrl: guild.iconURL(),
    })),
    shards: c.ws.shards.map((shard) => ({ id: shard.id, ping: shard.ping })),
  }));
  const guilds: GuildInfo[] = perProcess.flatMap((entry) => entry.guilds);
  const shards = perProcess
    .flatMap((entry) => entry.shards)
    .sort((a, b) => a.id - b.id)
    .map(({ id, ping }) => ({
      id,
      latencyMs: Number.isFinite(ping) && ping >= 0 ? Math.round(ping) : null,
      guildCount: guilds.filter((guild) => guild.shardId === id).length,
    }));
  return { guilds, shards };
}

/**
 * The runs other shard processes recorded since the last call, oldest first. `seen` maps each
 * process (by its first shard id) to the last number collected from it, and is updated.
 */
export async function collectRemoteRuns(client: Client, seen: Map<number, number>): Promise<RunRecord[]> {
  const local = client.shard!.ids;
  const perProcess = await client.shard!.broadcastEval(
    (c, { key, local }) => {
      if (c.shard!.ids.some((id) => local.includes(id))) return { shard: -1, runs: [] };
      const store = (globalThis as unknown as Record<symbol, { runs: { seq: number }[] } | undefined>)[Symbol.for(key)];
      return { shard: c.shard!.ids[0]!, runs: store?.runs ?? [] };
    },
    { context: { key: SHARED_RUNS_KEY, local } },
  );
  const fresh: RunRecord[] = [];
  for (const { shard, runs } of perProcess) {
    if (shard < 0) continue;
    const last = seen.get(shard) ?? 0;
    for (const run of runs as SharedRun[]) if (run.seq > last) fresh.push(run.record);
    const newest = runs.at(-1)?.seq;
    if (newest !== undefined) seen.set(shard, Math.max(last, newest));
  }
  return fresh.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
