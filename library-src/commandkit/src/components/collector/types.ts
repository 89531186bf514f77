import type {
  Awaitable,
  ButtonInteraction,
  ChannelSelectMenuInteraction,
  MentionableSelectMenuInteraction,
  ModalSubmitInteraction,
  RoleSelectMenuInteraction,
  StringSelectMenuInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';

/**
 * Why a collector stopped, as passed to its `onEnd` handler:
 *
 * - `'time'`: its `time` ran out with no matching interaction to extend it;
 * - `'once'`: it was single-use (`once`) and handled its interaction;
 * - `'unsubscribe'`: it was stopped on purpose, with `dispose()` on the kit or
 *   {@link Collector.stop};
 * - `'destroy'`: the {@link CommandKit} instance that held it was destroyed.
 */
export type CollectorEndReason = 'time' | 'once' | 'unsubscribe' | 'destroy';

/**
 * How a collector behaves: how long it lives, whether it handles one interaction or many, which
 * interactions it accepts, and what happens when it stops or its handler fails. Every field is
 * optional; the kits ({@link ButtonKit}, {@link ModalKit}, the select menu kits) fill in their
 * own defaults.
 *
 * @typeParam I - The interaction the collector handles, such as `ButtonInteraction`.
 */
export interface CollectorOptions<I> {
  /**
   * How long the collector lives, in milliseconds, counted from when its handler is set (and,
   * with {@link CollectorOptions.autoReset}, from its last matching interaction). It must be
   * greater than 0; `Infinity` keeps it until it is disposed.
   *
   * @defaultValue `300_000` (5 minutes)
   */
  time?: number;
  /**
   * Whether each matching interaction (right kind, custom id, and accepted by the filter)
   * restarts the {@link CollectorOptions.time} countdown. Interactions meant for other components
   * never extend it.
   *
   * @defaultValue `true` for buttons, `false` for modals and select menus
   */
  autoReset?: boolean;
  /**
   * Whether the collector stops after handling its first matching interaction, with the end
   * reason `'once'`. Interactions meant for other components, or refused by the filter, do not
   * use it up.
   *
   * @defaultValue `false` for buttons, `true` for modals and select menus
   */
  once?: boolean;
  /**
   * Decides whether the collector handles an interaction, such as only the clicks of the user who
   * ran the command. It runs once per interaction, after the kind and custom id matched, so it only
   * ever sees interactions of the collector's own kind. Return `false` to ignore the interaction.
   *
   * @param interaction - An interaction for the collector's component.
   * @returns Whether to handle it; may be a promise.
   */
  filter?: (interaction: I) => Awaitable<boolean>;
  /**
   * Called once when the collector stops, with the reason. A good place to disable the component
   * in the message, since Discord keeps showing it. Errors it throws are logged.
   *
   * @param reason - Why it stopped.
   * @returns Anything; it is awaited before the collector counts as finished with `'once'`.
   */
  onEnd?: (reason: CollectorEndReason) => unknown;
  /**
   * Called when the handler (or the filter) throws, with the error and the interaction. Without
   * it, CommandKit logs the error, naming the command that set the handler, and answers the user
   * with an ephemeral "Something went wrong" message if the interaction was not answered. Either
   * way the bot keeps running. A 1.0 handler that takes only the error works too.
   *
   * @param error - What was thrown; a thrown value that is not an `Error` arrives wrapped in one,
   * with the value as its `cause`.
   * @param interaction - The interaction being handled.
   * @returns Anything; it is awaited.
   */
  onError?: (error: Error, interaction: I) => unknown;
}

/**
 * The interaction each kind of collector handles, by kind. The keys are the values of
 * {@link CollectorKind}.
 */
export interface CollectorInteractionMap {
  /** A button click. */
  button: ButtonInteraction;
  /** A modal submission. */
  modal: ModalSubmitInteraction;
  /** A choice in a string select menu. */
  stringSelect: StringSelectMenuInteraction;
  /** A choice in a user select menu. */
  userSelect: UserSelectMenuInteraction;
  /** A choice in a role select menu. */
  roleSelect: RoleSelectMenuInteraction;
  /** A choice in a channel select menu. */
  channelSelect: ChannelSelectMenuInteraction;
  /** A choice in a mentionable select menu. */
  mentionableSelect: MentionableSelectMenuInteraction;
}

/** The kind of component a collector listens to: a button, a modal, or one of the select menus. */
export type CollectorKind = keyof CollectorInteractionMap;

/** Receives the interactions a collector of kind `K` accepts. */
export type CollectorHandler<K extends CollectorKind> = (interaction: CollectorInteractionMap[K]) => unknown;
