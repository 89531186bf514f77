// The JSON the devtools server sends and the web UI reads: one definition for both sides, so a
// field renamed on one side is a type error on the other. Dates are ISO strings, durations
// milliseconds. Not exported from the package: it is the server's private contract with its UI.

/**
 * GET /api/session (no login needed): whether the UI must show the login form.
 *
 * @internal
 */
export interface SessionInfo {
  /** Whether this server asks for a login at all. */
  readonly authRequired: boolean;
  /** Whether the request carried a valid session (always `true` when no login is required). */
  readonly authenticated: boolean;
  /** The signed-in user name, when there is a session. */
  readonly username: string | null;
  /** When the session ends (ISO), when there is one. */
  readonly expiresAt: string | null;
}

/**
 * The body of POST /api/login, as JSON. Answers: 204 (cookie set), 400, 401 or 429, each with
 * {@link ApiError}; 403 when the request is not from the devtools page itself and 415 when it is
 * not JSON, neither of which counts as a failed login.
 *
 * @internal
 */
export interface LoginRequest {
  readonly username: string;
  readonly password: string;
}

/**
 * Every error answer: `{ error }`, with `retryAfterSeconds` on 429.
 *
 * @internal
 */
export interface ApiError {
  readonly error: string;
  readonly retryAfterSeconds?: number;
}

/**
 * One guild the bot is in.
 *
 * @internal
 */
export interface GuildInfo {
  readonly id: string;
  readonly name: string;
  readonly memberCount: number;
  /** The shard that holds the guild (0 without sharding). */
  readonly shardId: number;
  readonly iconUrl: string | null;
}

/**
 * One shard of the bot (a single entry, id 0, without sharding).
 *
 * @internal
 */
export interface ShardInfo {
  readonly id: number;
  /** The shard's gateway latency in ms, or `null` before the first heartbeat. */
  readonly latencyMs: number | null;
  readonly guildCount: number;
}

/**
 * GET /api/bot: the bot as a whole.
 *
 * @internal
 */
export interface BotInfo {
  readonly user: { readonly id: string; readonly username: string; readonly tag: string; readonly avatarUrl: string } | null;
  readonly ready: boolean;
  /** The gateway latency in ms (the average over shards), or `null` before the first heartbeat. */
  readonly latencyMs: number | null;
  readonly uptimeMs: number;
  /** `'development'` under `commandkit dev`, `'production'` otherwise. */
  readonly mode: 'development' | 'production';
  readonly guildCount: number;
  readonly guilds: readonly GuildInfo[];
  readonly shards: readonly ShardInfo[];
  readonly versions: { readonly commandkit: string; readonly discordjs: string; readonly node: string };
}

/**
 * One link of a command's middleware chain, in the order the links run.
 *
 * @internal
 */
export interface MiddlewareInfo {
  /** `'plugin'` for a runtime plugin's beforeExecute/afterExecute, else the file's scope. */
  readonly kind: 'plugin' | 'global' | 'directory' | 'command';
  /** The plugin's name, or the file's path relative to the project root. */
  readonly label: string;
  readonly hasAfterExecute: boolean;
}

/**
 * Where a command definition stands with Discord: `registered` (written by the last
 * registration), `up-to-date` (already there, nothing to write), `failed`, `pending` (the
 * registration has not run yet), `cancelled` (a plugin prevented it), `skipped` (another shard
 * registers), `not-registered` (nothing is sent to Discord for it: message-only, or dev-only
 * without dev guilds).
 *
 * @internal
 */
export type RegistrationStatus = 'registered' | 'up-to-date' | 'failed' | 'pending' | 'cancelled' | 'skipped' | 'not-registered';

/**
 * One command file as loaded.
 *
 * @internal
 */
export interface CommandInfo {
  /** Unique among commands: the key of `commandkit.commands`. */
  readonly key: string;
  readonly name: string;
  /** `'chatInput'`, `'user'` or `'message'` (context-menu types). */
  readonly type: 'chatInput' | 'user' | 'message';
  readonly description: string | null;
  /** The innermost `(category)` directory, or `null`. */
  readonly category: string | null;
  /** The file, relative to the project root. */
  readonly file: string;
  /** The handler exports of the file: chatInput, message, userContextMenu, messageContextMenu, autocomplete. */
  readonly handlers: readonly string[];
  readonly devOnly: boolean;
  readonly aliases: readonly string[];
  /** The options' names and types (Discord option type numbers), top level only. */
  readonly options: readonly { readonly name: string; readonly type: number; readonly required: boolean }[];
  readonly middleware: readonly MiddlewareInfo[];
  readonly registration: {
    readonly status: RegistrationStatus;
    /** `'global'`, or the guild ids it is registered in: the dev guilds, or those its definition lists in `guilds`. */
    readonly scope: 'global' | readonly string[];
    /** The failure, when `status` is `failed`. */
    readonly error: string | null;
  };
}

/**
 * GET /api/commands.
 *
 * @internal
 */
export interface CommandsInfo {
  readonly commands: readonly CommandInfo[];
  /** When the registration last finished (ISO), or `null`. */
  readonly registeredAt: string | null;
}

/**
 * GET /api/events: one entry per event name, handlers in the order they run.
 *
 * @internal
 */
export interface EventInfo {
  readonly event: string;
  readonly handlers: readonly { readonly file: string }[];
  /** How many times the client emitted the event since devtools started. */
  readonly emitted: number;
}

/**
 * GET /api/plugins: runtime plugins in hook order, then compiler plugins of the config.
 *
 * @internal
 */
export interface PluginInfo {
  readonly name: string;
  readonly type: 'runtime' | 'compiler';
  /** The hooks the plugin implements (runtime plugins) or `['transform']`. */
  readonly hooks: readonly string[];
}

/**
 * GET /api/flags.
 *
 * @internal
 */
export interface FlagInfo {
  readonly key: string;
  readonly description: string | null;
  readonly hasIdentify: boolean;
}

/**
 * One command run, as recorded when it ended.
 *
 * @internal
 */
export interface CommandRun {
  /** Increasing per server, for de-duplication and order. */
  readonly id: number;
  /** The command that ran (after redirects). */
  readonly command: string;
  /** `chatInput`, `message`, `userContextMenu` or `messageContextMenu`. */
  readonly kind: string;
  readonly user: { readonly id: string; readonly username: string };
  readonly guildId: string | null;
  readonly shardId: number;
  readonly startedAt: string;
  readonly durationMs: number;
  /** `succeeded`; `failed` (something threw); `stopped` (a middleware called exitMiddleware). */
  readonly status: 'succeeded' | 'failed' | 'stopped';
  readonly error: { readonly name: string; readonly message: string; readonly stack: string | null } | null;
}

/**
 * GET /api/runs: the most recent runs, newest first (at most {@link RUN_HISTORY_SIZE}).
 *
 * @internal
 */
export interface RunsInfo {
  readonly runs: readonly CommandRun[];
}

/**
 * How many runs the server keeps.
 *
 * @internal
 */
export const RUN_HISTORY_SIZE = 100;

/**
 * GET /api/stream: server-sent events. Each message has an `event:` name and JSON `data:`:
 * - `run`: a {@link CommandRun} that just ended;
 * - `bot`: a fresh {@link BotInfo} (to each stream as it opens, then to all every 5 s and when
 *   guilds change);
 * - `commands`: a fresh {@link CommandsInfo} (after a registration or a reload);
 * - `events`: a fresh `EventInfo[]` (after a reload).
 * The server sends a comment line every 15 s to keep the connection open. Without a valid
 * session (when a login is required) it answers 401 and the UI shows the login form; when the
 * session is signed out or expires, the server ends the stream at once.
 *
 * @internal
 */
export type StreamEvent =
  | { readonly event: 'run'; readonly data: CommandRun }
  | { readonly event: 'bot'; readonly data: BotInfo }
  | { readonly event: 'commands'; readonly data: CommandsInfo }
  | { readonly event: 'events'; readonly data: readonly EventInfo[] };
