import type {
  AnySelectMenuInteraction,
  Awaitable,
  ButtonInteraction,
  ChannelSelectMenuInteraction,
  MentionableSelectMenuInteraction,
  ModalSubmitInteraction,
  RoleSelectMenuInteraction,
  StringSelectMenuInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';
import type { CollectorEndReason, CollectorOptions } from '../collector/types.ts';

// The 1.0 names of the functions and option objects the kits take, for the parts that do not
// name a kit. Each is the type our kits use, so 1.0 code and ours type-check the same way.

/**
 * Decides which clicks a {@link ButtonKit} handles, as {@link ButtonKit.filter} takes it.
 *
 * @param interaction - A click on the button.
 * @returns Whether to handle it; may be a promise.
 */
export type ButtonKitPredicate = (interaction: ButtonInteraction) => Awaitable<boolean>;

/**
 * Decides which submissions a {@link ModalKit} handles, as {@link ModalKit.filter} takes it.
 *
 * @param interaction - A submission of the modal.
 * @returns Whether to handle it; may be a promise.
 */
export type ModalKitPredicate = (interaction: ModalSubmitInteraction) => Awaitable<boolean>;

/**
 * Decides which selections a select menu kit handles, as the kits' `filter` takes it.
 *
 * @typeParam I - The select menu interaction; any of them unless given.
 * @param interaction - A selection in the menu.
 * @returns Whether to handle it; may be a promise.
 */
export type SelectMenuKitPredicate<I extends AnySelectMenuInteraction = AnySelectMenuInteraction> = (interaction: I) => Awaitable<boolean>;

/** The `filter` of a {@link StringSelectMenuKit}. */
export type StringSelectMenuKitPredicate = SelectMenuKitPredicate<StringSelectMenuInteraction>;
/** The `filter` of a {@link UserSelectMenuKit}. */
export type UserSelectMenuKitPredicate = SelectMenuKitPredicate<UserSelectMenuInteraction>;
/** The `filter` of a {@link RoleSelectMenuKit}. */
export type RoleSelectMenuKitPredicate = SelectMenuKitPredicate<RoleSelectMenuInteraction>;
/** The `filter` of a {@link ChannelSelectMenuKit}. */
export type ChannelSelectMenuKitPredicate = SelectMenuKitPredicate<ChannelSelectMenuInteraction>;
/** The `filter` of a {@link MentionableSelectMenuKit}. */
export type MentionableSelectMenuKitPredicate = SelectMenuKitPredicate<MentionableSelectMenuInteraction>;

/**
 * Called once when a {@link ButtonKit}'s collector stops, as {@link ButtonKit.onEnd} takes it. A
 * 1.0 handler typed `(reason: string) => void` fits.
 *
 * @param reason - Why it stopped.
 * @returns Anything; it is awaited.
 */
export type OnButtonKitEnd = (reason: CollectorEndReason) => unknown;

/**
 * Called once when a {@link ModalKit}'s collector stops, as {@link ModalKit.onEnd} takes it.
 *
 * @param reason - Why it stopped.
 * @returns Anything; it is awaited.
 */
export type OnModalKitEnd = (reason: CollectorEndReason) => unknown;

/**
 * Called once when a select menu kit's collector stops, as the kits' `onEnd` takes it.
 *
 * @param reason - Why it stopped.
 * @returns Anything; it is awaited.
 */
export type OnSelectMenuKitEnd = (reason: CollectorEndReason) => unknown;

/** The 1.0 name of {@link OnButtonKitEnd}. */
export type CommandKitButtonBuilderOnEnd = OnButtonKitEnd;
/** The 1.0 name of {@link OnModalKitEnd}. */
export type CommandKitModalBuilderOnEnd = OnModalKitEnd;
/** The 1.0 name of {@link OnSelectMenuKitEnd}. */
export type CommandKitSelectMenuBuilderOnEnd = OnSelectMenuKitEnd;

/**
 * The options of {@link ButtonKit.onClick} under their 1.0 name (the same type as
 * {@link ButtonKitOptions}): `time`, `autoReset`, `once`, `filter`, `onEnd`, `onError`.
 */
export type CommandKitButtonBuilderInteractionCollectorDispatchContextData = CollectorOptions<ButtonInteraction>;

/**
 * The options of {@link ModalKit.onSubmit} under their 1.0 name (the same type as
 * {@link ModalKitOptions}).
 */
export type CommandKitModalBuilderInteractionCollectorDispatchContextData = CollectorOptions<ModalSubmitInteraction>;

/**
 * The options of the select menu kits' `onSelect` under their 1.0 name (the same type as
 * {@link SelectMenuKitOptions}). The 1.0 type names no menu; ours may, so its `filter` sees the
 * right interaction.
 *
 * @typeParam I - The select menu interaction; any of them unless given.
 */
export type CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData<
  I extends AnySelectMenuInteraction = AnySelectMenuInteraction,
> = CollectorOptions<I>;
