import type {
  AnySelectMenuInteraction,
  ChannelSelectMenuInteraction,
  MentionableSelectMenuInteraction,
  RoleSelectMenuInteraction,
  StringSelectMenuInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';
import type { OnButtonKitClick } from './button-kit.ts';
import type { OnModalKitSubmit } from './modal-kit.ts';
import type {
  ChannelSelectMenuKit,
  MentionableSelectMenuKit,
  OnSelectMenuKitSelect,
  RoleSelectMenuKit,
  StringSelectMenuKit,
  UserSelectMenuKit,
} from './select-menu-kits.ts';

// The 1.0 names of the kits' handler types that name a kit, mapped onto the types the kits use.

/** Any of the five select menu kits. */
export type CommonBuilderKit =
  StringSelectMenuKit | ChannelSelectMenuKit | MentionableSelectMenuKit | UserSelectMenuKit | RoleSelectMenuKit;

/**
 * The interaction a select menu kit's handler receives, by kit: `StringSelectMenuInteraction`
 * for a {@link StringSelectMenuKit}, and so on; `never` for anything else.
 *
 * @typeParam T - A select menu kit.
 */
export type ResolveBuilderInteraction<T> = T extends StringSelectMenuKit
  ? StringSelectMenuInteraction
  : T extends UserSelectMenuKit
    ? UserSelectMenuInteraction
    : T extends RoleSelectMenuKit
      ? RoleSelectMenuInteraction
      : T extends ChannelSelectMenuKit
        ? ChannelSelectMenuInteraction
        : T extends MentionableSelectMenuKit
          ? MentionableSelectMenuInteraction
          : never;

/** The handler of {@link ButtonKit.onClick} under its 1.0 name; the same type as {@link OnButtonKitClick}. */
export type CommandKitButtonBuilderInteractionCollectorDispatch = OnButtonKitClick;

/** The handler of {@link ModalKit.onSubmit} under its 1.0 name; the same type as {@link OnModalKitSubmit}. */
export type CommandKitModalBuilderInteractionCollectorDispatch = OnModalKitSubmit;

/**
 * The handler of a select menu kit's `onSelect` under its 1.0 name; the same type as
 * {@link OnSelectMenuKitSelect}.
 *
 * @typeParam T - The select menu interaction.
 * @typeParam C - The kit, passed as the handler's second argument.
 */
export type CommandKitSelectMenuBuilderInteractionCollectorDispatch<
  T extends AnySelectMenuInteraction = AnySelectMenuInteraction,
  C extends CommonBuilderKit = CommonBuilderKit,
> = OnSelectMenuKitSelect<T, C>;

/**
 * A select menu kit's handler under its 1.0 name; the same type as {@link OnSelectMenuKitSelect}.
 *
 * @typeParam T - The select menu interaction.
 * @typeParam C - The kit.
 */
export type OnSelectMenuKitSubmit<
  T extends AnySelectMenuInteraction = AnySelectMenuInteraction,
  C extends CommonBuilderKit = CommonBuilderKit,
> = OnSelectMenuKitSelect<T, C>;

/** The handler of {@link StringSelectMenuKit.onSelect} under its 1.0 name. */
export type OnStringSelectMenuKitSubmit = OnSelectMenuKitSubmit<StringSelectMenuInteraction, StringSelectMenuKit>;
/** The handler of {@link UserSelectMenuKit.onSelect} under its 1.0 name. */
export type OnUserSelectMenuKitSubmit = OnSelectMenuKitSubmit<UserSelectMenuInteraction, UserSelectMenuKit>;
/** The handler of {@link RoleSelectMenuKit.onSelect} under its 1.0 name. */
export type OnRoleSelectMenuKitSubmit = OnSelectMenuKitSubmit<RoleSelectMenuInteraction, RoleSelectMenuKit>;
/** The handler of {@link ChannelSelectMenuKit.onSelect} under its 1.0 name. */
export type OnChannelSelectMenuKitSubmit = OnSelectMenuKitSubmit<ChannelSelectMenuInteraction, ChannelSelectMenuKit>;
/** The handler of {@link MentionableSelectMenuKit.onSelect} under its 1.0 name. */
export type OnMentionableSelectMenuKitSubmit = OnSelectMenuKitSubmit<MentionableSelectMenuInteraction, MentionableSelectMenuKit>;
