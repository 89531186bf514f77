import type { CommandData } from '../commands/types.ts';

/**
 * One set of application commands CommandKit synced with Discord: the global commands, or the
 * dev-only commands of one dev guild.
 */
export interface RegisteredCommandSet {
  /** The dev guild the set belongs to, or `null` for the global commands. */
  readonly guildId: string | null;
  /** The definitions sent, after the plugins' `prepareCommand` and `onBeforeRegisterCommands`. */
  readonly commands: readonly CommandData[];
  /**
   * `'registered'` when Discord's list was overwritten, `'up-to-date'` when it already matched
   * (nothing was written), `'failed'` when the sync failed.
   */
  readonly status: 'registered' | 'up-to-date' | 'failed';
  /** Why the sync failed, when {@link RegisteredCommandSet.status} is `'failed'`. */
  readonly error: unknown;
}

/**
 * What the last registration of application commands did; see {@link CommandKit.lastRegistration}.
 */
export interface RegistrationReport {
  /**
   * `'synced'` when every set was synced (each with its own status), `'cancelled'` when a
   * plugin's `onBeforeRegisterCommands` prevented it, `'skipped'` when this process runs shards
   * other than shard 0, whose process registers for the whole bot.
   */
  readonly outcome: 'synced' | 'cancelled' | 'skipped';
  /** The sets synced, in order: the global one first, then one per dev guild. Empty unless synced. */
  readonly sets: readonly RegisteredCommandSet[];
  /** When the registration ended. */
  readonly finishedAt: Date;
}
