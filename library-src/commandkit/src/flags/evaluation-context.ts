import type {
  Client,
  ClientEvents,
  Guild,
  GuildMember,
  APIInteractionGuildMember,
  Message,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  TextBasedChannel,
  User,
} from 'discord.js';
import type { LoadedCommand } from '../commands/types.ts';
import type { CommandSource, Context } from '../context/context.ts';
import type { CommandKitEnvironment } from '../context/environment.ts';
import type { CommandKitType } from '../types/runtime-types.ts';

/** What every {@link FlagEvaluationContext} has, whatever is being handled. */
export interface FlagContextBase {
  /** The running CommandKit. */
  readonly commandkit: CommandKitType;
  /** The bot's client. */
  readonly client: Client<true>;
  /** The guild of the interaction or message; `null` in direct messages and event handlers. */
  readonly guild: Guild | null;
  /** The channel of the interaction or message; `null` when unknown and in event handlers. */
  readonly channel: TextBasedChannel | null;
  /** Who used the command or the component; `null` in event handlers. */
  readonly user: User | null;
  /** The guild member who used the command or the component; `null` outside guilds and in event handlers. */
  readonly member: GuildMember | APIInteractionGuildMember | null;
}

/**
 * Where a flag is evaluated when it is called from a command or its middleware (the functions
 * they schedule with `after()` included).
 */
export interface CommandFlagContext extends FlagContextBase {
  /** Tells the kinds apart. */
  readonly kind: 'command';
  /**
   * The command being run (after a redirect, the command redirected to), with CommandKit 1.0's
   * fields beside it: the interaction or message, guild and channel, and `command`, the loaded
   * command again (1.0 code reads `command.command`).
   */
  readonly command: FlagCommand;
  /** The command's context, as its handler receives it. */
  readonly ctx: Context;
  /** The command interaction; `undefined` for a message command. */
  readonly interaction: Exclude<CommandSource, Message> | undefined;
  /** The message of a message command; `undefined` for interactions. */
  readonly message: Message | undefined;
  /**
   * Always `null` in a command: as in CommandKit 1.0, `event` is set only where an event handler
   * evaluates the flag, so `context.event === null` tells a command from an event.
   */
  readonly event: null;
}

/** {@link CommandFlagContext.command}: the loaded command, and the 1.0 fields. */
export type FlagCommand = Omit<LoadedCommand, 'command'> & {
  /** The interaction: the command's, or in a component handler the component's. */
  readonly interaction: Exclude<CommandSource, Message> | MessageComponentInteraction | ModalSubmitInteraction | undefined;
  /** The message of a message command; `undefined` for interactions. */
  readonly message: Message | undefined;
  /** Where the command is used; `null` in DMs. */
  readonly guild: Guild | null;
  /** The channel it is used in, when known. */
  readonly channel: TextBasedChannel | null;
  /** The loaded command. */
  readonly command: LoadedCommand;
};

/** Where a flag is evaluated when it is called from a file-based event handler. */
export interface EventFlagContext extends FlagContextBase {
  /** Tells the kinds apart. */
  readonly kind: 'event';
  /** No command runs in an event handler (a field of CommandKit 1.0's shape). */
  readonly command: null;
  /** The event's name, such as `'messageCreate'`. */
  readonly event: string;
  /** The arguments the event was emitted with, such as the message of `messageCreate`. */
  readonly args: readonly unknown[];
  /**
   * The event's arguments typed as those of a client event (a cast: nothing is checked).
   *
   * @param event - The client event the arguments belong to.
   * @returns The arguments.
   */
  argumentsAs<Event extends keyof ClientEvents>(event: Event): ClientEvents[Event];
}

/**
 * Where a flag is evaluated when it is called from the handler of a component kit (a button,
 * select menu or modal handler).
 */
export interface ComponentFlagContext extends FlagContextBase {
  /** Tells the kinds apart. */
  readonly kind: 'component';
  /** The component interaction; `undefined` in an `onEnd` handler. */
  readonly interaction: MessageComponentInteraction | ModalSubmitInteraction | undefined;
  /**
   * The command that set the handler, with the 1.0 fields as in {@link CommandFlagContext.command};
   * `undefined` when it was set elsewhere.
   */
  readonly command: FlagCommand | undefined;
}

/**
 * What a flag's `identify` function receives: where the flag is evaluated. Check `kind` to tell a
 * command (or its middleware), an event handler and a component handler apart.
 *
 * @example
 * ```ts
 * import { flag } from 'commandkit/flag';
 *
 * export const betaUi = flag({
 *   key: 'beta-ui',
 *   identify: (context) => ({ userId: context.user?.id, guildId: context.guild?.id }),
 *   decide: ({ entities }) => entities.guildId === '1234567890',
 * });
 * ```
 */
export type FlagEvaluationContext = CommandFlagContext | EventFlagContext | ComponentFlagContext;

/**
 * Describes what a run of CommandKit is handling, for a flag's `identify`.
 *
 * @internal
 */
export function evaluationContextOf(environment: CommandKitEnvironment): FlagEvaluationContext {
  const { commandkit } = environment;
  const client = commandkit.client as Client<true>;
  if (environment.kind === 'event') {
    const args = environment.args ?? [];
    return {
      kind: 'event',
      commandkit,
      client,
      guild: null,
      channel: null,
      user: null,
      member: null,
      command: null,
      event: environment.event ?? '',
      args,
      argumentsAs: <Event extends keyof ClientEvents>(_event: Event) => args as unknown as ClientEvents[Event],
    };
  }
  if (environment.kind === 'component') {
    const interaction = environment.interaction;
    return {
      kind: 'component',
      commandkit,
      client,
      guild: interaction?.guild ?? null,
      channel: interaction?.channel ?? null,
      user: interaction?.user ?? null,
      member: interaction?.member ?? null,
      interaction,
      command: environment.command && {
        ...environment.command,
        interaction,
        message: undefined,
        guild: interaction?.guild ?? null,
        channel: interaction?.channel ?? null,
        command: environment.command,
      },
    };
  }
  const ctx = environment.context;
  if (!ctx || !environment.command) {
    // The context exists from the first middleware on; only plugin hooks run earlier.
    throw new Error(
      "A feature flag was called before the command's context existed; call flags from middleware, the command or code they await.",
    );
  }
  const interaction = ctx.isInteraction() ? (ctx.source as Exclude<CommandSource, Message>) : undefined;
  const message = ctx.isMessage() ? (ctx.source as Message) : undefined;
  return {
    kind: 'command',
    commandkit,
    client,
    guild: ctx.guild,
    channel: ctx.channel,
    user: ctx.user,
    member: ctx.member,
    command: { ...environment.command, interaction, message, guild: ctx.guild, channel: ctx.channel, command: environment.command },
    ctx,
    interaction,
    message,
    event: null,
  };
}
