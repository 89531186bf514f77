import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { BotInfo, CommandRun, CommandsInfo, EventInfo, FlagInfo, PluginInfo } from '../src/protocol.ts';
import { RUN_HISTORY_SIZE } from '../src/protocol.ts';
import { UnauthorizedError, api, errorMessage } from './api.ts';
import { type StreamStatus, useStream } from './use-stream.ts';

/** What each snapshot endpoint gives, by the name the UI keeps it under. */
export interface Snapshots {
  readonly bot: BotInfo;
  readonly commands: CommandsInfo;
  readonly events: readonly EventInfo[];
  readonly plugins: readonly PluginInfo[];
  readonly flags: readonly FlagInfo[];
  readonly runs: readonly CommandRun[];
}

export type ResourceKey = keyof Snapshots;

/** One snapshot: `data` and `error` both null while the first request is under way. */
export interface Resource<T> {
  readonly data: T | null;
  readonly error: string | null;
  /** When `data` arrived (ms since epoch), for values that keep counting, such as uptime. */
  readonly receivedAt: number;
}

export interface LiveRun {
  readonly run: CommandRun;
  readonly receivedAt: number;
}

export type DevtoolsState = { readonly [K in ResourceKey]: Resource<Snapshots[K]> } & {
  /**
   * The runs the stream delivered since it last opened. A runs snapshot requested after that
   * open is merged with them rather than replacing them, so no run is lost in between.
   */
  readonly live: readonly LiveRun[];
};

const ALL_KEYS: readonly ResourceKey[] = ['bot', 'commands', 'events', 'plugins', 'flags', 'runs'];

const loaders: { readonly [K in ResourceKey]: () => Promise<Snapshots[K]> } = {
  bot: api.bot,
  commands: api.commands,
  events: api.events,
  plugins: api.plugins,
  flags: api.flags,
  runs: () => api.runs().then((info) => info.runs),
};

type Action =
  | { [K in ResourceKey]: { type: 'loaded'; key: K; data: Snapshots[K]; at: number } }[ResourceKey]
  | { type: 'failed'; key: ResourceKey; error: string }
  | { type: 'stream-open' }
  | { type: 'run'; run: CommandRun; at: number };

const empty: Resource<never> = { data: null, error: null, receivedAt: 0 };

const initialState: DevtoolsState = {
  bot: empty,
  commands: empty,
  events: empty,
  plugins: empty,
  flags: empty,
  runs: empty,
  live: [],
};

/** Newest first by id, each id once (a later copy wins), at most as many as the server keeps. */
export function mergeRuns(older: readonly CommandRun[], newer: readonly CommandRun[]): readonly CommandRun[] {
  const byId = new Map<number, CommandRun>();
  for (const run of older) byId.set(run.id, run);
  for (const run of newer) byId.set(run.id, run);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, RUN_HISTORY_SIZE);
}

function reducer(state: DevtoolsState, action: Action): DevtoolsState {
  switch (action.type) {
    case 'loaded': {
      if (action.key === 'runs') {
        const runs = mergeRuns(
          action.data,
          state.live.map((entry) => entry.run),
        );
        return { ...state, runs: { data: runs, error: null, receivedAt: action.at } };
      }
      return { ...state, [action.key]: { data: action.data, error: null, receivedAt: action.at } };
    }
    case 'failed':
      // Keep what was shown before: a failed refresh should not blank a page that had data.
      return { ...state, [action.key]: { ...state[action.key], error: action.error } };
    case 'stream-open':
      return { ...state, live: [] };
    case 'run': {
      const runs = mergeRuns(state.runs.data ?? [], [action.run]);
      const live = [{ run: action.run, receivedAt: action.at }, ...state.live].slice(0, RUN_HISTORY_SIZE);
      return { ...state, runs: { ...state.runs, data: runs }, live };
    }
  }
}

export interface DevtoolsData {
  readonly state: DevtoolsState;
  readonly stream: StreamStatus;
  /** Fetches the given snapshots again (all of them by default). */
  readonly reload: (keys?: readonly ResourceKey[]) => void;
}

/**
 * The snapshots of every endpoint, kept current by the event stream. `onUnauthorized` runs when
 * the server says the session has ended.
 */
export function useDevtoolsData(onUnauthorized: () => void): DevtoolsData {
  const [state, dispatch] = useReducer(reducer, initialState);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  });

  // The number of the latest request per snapshot: an answer to an older request is dropped, so
  // a slow response never overwrites a newer one (or a newer stream update, which bumps it too).
  const latestRequest = useRef<Record<ResourceKey, number>>({ bot: 0, commands: 0, events: 0, plugins: 0, flags: 0, runs: 0 });

  const reload = useCallback((keys: readonly ResourceKey[] = ALL_KEYS) => {
    for (const key of keys) {
      const request = ++latestRequest.current[key];
      loaders[key]().then(
        (data) => {
          if (request !== latestRequest.current[key]) return;
          dispatch({ type: 'loaded', key, data, at: Date.now() } as Action);
        },
        (error: unknown) => {
          if (request !== latestRequest.current[key]) return;
          if (error instanceof UnauthorizedError) unauthorized.current();
          else dispatch({ type: 'failed', key, error: errorMessage(error) });
        },
      );
    }
  }, []);

  useEffect(() => {
    reload();
  }, [reload]);

  const pushed = useCallback(<K extends 'bot' | 'commands' | 'events'>(key: K, data: Snapshots[K]) => {
    latestRequest.current[key] += 1;
    dispatch({ type: 'loaded', key, data, at: Date.now() } as Action);
  }, []);

  const stream = useStream({
    run: (run) => dispatch({ type: 'run', run, at: Date.now() }),
    bot: (bot) => pushed('bot', bot),
    commands: (commands) => pushed('commands', commands),
    events: (events) => pushed('events', events),
    open: (reconnected) => {
      dispatch({ type: 'stream-open' });
      // The first open only needs the runs that ended between the first fetch and the open;
      // after a reconnect anything may have changed while the stream was down.
      reload(reconnected ? ALL_KEYS : ['runs']);
    },
    unauthorized: () => unauthorized.current(),
  });

  return { state, stream, reload };
}
