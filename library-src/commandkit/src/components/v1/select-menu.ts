import {
  ChannelType,
  SelectMenuDefaultValueType,
  StringSelectMenuOptionBuilder,
  type APISelectMenuOption,
  type ChannelSelectMenuInteraction,
  type ComponentEmojiResolvable,
  type MentionableSelectMenuInteraction,
  type RoleSelectMenuInteraction,
  type Snowflake,
  type StringSelectMenuInteraction,
  type UserSelectMenuInteraction,
} from 'discord.js';
import { flattenChildren, type JSXChildren } from '../../jsx/children.ts';
import { requireProp, unknownChild } from '../../jsx/validate.ts';
import type { OnSelectMenuKitEnd } from '../kits/handler-types.ts';
import {
  ChannelSelectMenuKit,
  MentionableSelectMenuKit,
  RoleSelectMenuKit,
  StringSelectMenuKit,
  UserSelectMenuKit,
  type SelectMenuKitOptions,
} from '../kits/select-menu-kits.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/**
 * The props of a select menu that set its handlers: `onSelect`, its `options`, `onEnd` and
 * `onError`. Every select menu component takes them, through {@link SelectMenuProps}.
 *
 * @typeParam T - The interaction a selection sends.
 * @typeParam C - The kit the component returns.
 */
export interface CommonSelectMenuProps<T, C> {
  /** Answers a selection; see the kit's `onSelect`. */
  readonly onSelect?: (interaction: T, kit: C) => unknown;
  /** How selections are collected (`time`, `autoReset`, `once`, `filter`); see the kit's `onSelect`. */
  readonly options?: SelectMenuKitOptions<T>;
  /** Called once when the collector stops, with the reason. */
  readonly onEnd?: OnSelectMenuKitEnd;
  /** Called when `onSelect` throws, with the error and the selection. */
  readonly onError?: (error: Error, interaction: T) => unknown;
}

/**
 * The props every select menu takes.
 *
 * @typeParam Interaction - The interaction a selection sends.
 * @typeParam Kit - The kit the component returns.
 */
export interface SelectMenuProps<Interaction, Kit> extends CommonSelectMenuProps<Interaction, Kit> {
  /**
   * The id Discord sends back on a selection (at most 100 characters). With `onSelect` and no
   * custom id, a unique one is generated.
   */
  readonly customId?: string;
  /** Grey text shown while nothing is selected (at most 150 characters). */
  readonly placeholder?: string;
  /** The fewest values the user must pick (0 to 25; Discord's default is 1). */
  readonly minValues?: number;
  /** The most values the user may pick (1 to 25; Discord's default is 1). */
  readonly maxValues?: number;
  /** Greys the menu out. */
  readonly disabled?: boolean;
  /** The component's numeric id within the message. */
  readonly id?: number;
  /**
   * Whether the user must pick a value before submitting, for a menu placed in a modal (inside a
   * discord.js `LabelBuilder`). Discord ignores it in messages.
   */
  readonly required?: boolean;
}

/** The props of {@link StringSelectMenu}. */
export interface StringSelectMenuProps extends SelectMenuProps<StringSelectMenuInteraction, StringSelectMenuKit> {
  /** The choices, 1 to 25: {@link StringSelectMenuOption} elements (or `{ label, value }` objects). */
  readonly children?: JSXChildren;
}

/** The props of {@link UserSelectMenu}. */
export interface UserSelectMenuProps extends SelectMenuProps<UserSelectMenuInteraction, UserSelectMenuKit> {
  /** The ids of the users selected at first. */
  readonly defaultValues?: readonly Snowflake[];
}

/** The props of {@link RoleSelectMenu}. */
export interface RoleSelectMenuProps extends SelectMenuProps<RoleSelectMenuInteraction, RoleSelectMenuKit> {
  /** The ids of the roles selected at first. */
  readonly defaultValues?: readonly Snowflake[];
}

/** The props of {@link ChannelSelectMenu}. */
export interface ChannelSelectMenuProps extends SelectMenuProps<ChannelSelectMenuInteraction, ChannelSelectMenuKit> {
  /** The ids of the channels selected at first. */
  readonly defaultValues?: readonly Snowflake[];
  /** Which kinds of channel can be picked (one `ChannelType` or several); all kinds without it. */
  readonly channelTypes?: ChannelType | readonly ChannelType[];
}

/** A user or role selected at first in a {@link MentionableSelectMenu}. */
export interface MentionableDefaultValue {
  /** The user's or role's id. */
  readonly id: Snowflake;
  /** Whether `id` is a user's or a role's. */
  readonly type: 'user' | 'role';
}

/** The props of {@link MentionableSelectMenu}. */
export interface MentionableSelectMenuProps extends SelectMenuProps<MentionableSelectMenuInteraction, MentionableSelectMenuKit> {
  /** The users and roles selected at first. */
  readonly defaultValues?: readonly MentionableDefaultValue[];
}

/** The props of {@link StringSelectMenuOption}. */
export interface StringSelectMenuOptionProps {
  /** The text the user sees (at most 100 characters). */
  readonly label: string;
  /** The value the bot receives (at most 100 characters). */
  readonly value: string;
  /** Smaller text under the label (at most 100 characters). */
  readonly description?: string;
  /** An emoji shown before the label. */
  readonly emoji?: ComponentEmojiResolvable;
  /** Whether the option is selected at first. */
  readonly default?: boolean;
}

/** Discord's limit on the options of a string select menu. */
const MAX_OPTIONS = 25;

// What every select menu kit has in common, for applying the shared props.
interface AnySelectKit<Interaction> {
  setCustomId(customId: string): unknown;
  setPlaceholder(placeholder: string): unknown;
  setMinValues(minValues: number): unknown;
  setMaxValues(maxValues: number): unknown;
  setDisabled(disabled: boolean): unknown;
  setId(id: number): unknown;
  setRequired(required?: boolean): unknown;
  onSelect(handler: (interaction: Interaction, kit: never) => unknown, options?: SelectMenuKitOptions<Interaction>): unknown;
  onEnd(handler: OnSelectMenuKitEnd): unknown;
  onError(handler: (error: Error, interaction: Interaction) => unknown): unknown;
}

// `selected` is how many values start selected (default values, or options marked default):
// Discord rejects a menu where that is more than max_values (1 unless given).
function applyShared<Interaction, Kit>(component: string, built: Kit, props: SelectMenuProps<Interaction, Kit>, selected: number): Kit {
  const kit = built as unknown as AnySelectKit<Interaction>;
  const max = props.maxValues ?? 1;
  if (selected > max) {
    throw new RangeError(
      `<${component}> starts with ${selected} values selected but "maxValues" is ${max}${props.maxValues == null ? ' (the default)' : ''}: raise "maxValues" or select fewer.`,
    );
  }
  if (props.customId != null) applyWithinLimits(component, 'customId', props.customId, (value) => kit.setCustomId(value));
  if (props.placeholder != null) applyWithinLimits(component, 'placeholder', props.placeholder, (value) => kit.setPlaceholder(value));
  if (props.minValues != null) applyWithinLimits(component, 'minValues', props.minValues, (value) => kit.setMinValues(value));
  if (props.maxValues != null) applyWithinLimits(component, 'maxValues', props.maxValues, (value) => kit.setMaxValues(value));
  if (props.disabled != null) kit.setDisabled(props.disabled);
  if (props.id != null) kit.setId(props.id);
  if (props.required != null) kit.setRequired(props.required);
  // The kit merges what each call gives, so the props may be applied one by one.
  if (props.onSelect) kit.onSelect(props.onSelect as (interaction: Interaction, kit: never) => unknown, props.options);
  if (props.onEnd) kit.onEnd(props.onEnd);
  if (props.onError) kit.onError(props.onError);
  return built;
}

function isOptionData(value: unknown): value is APISelectMenuOption {
  const option = value as Partial<APISelectMenuOption> | null;
  return typeof option === 'object' && option !== null && typeof option.label === 'string' && typeof option.value === 'string';
}

/**
 * One choice of a {@link StringSelectMenu}.
 *
 * @param props - The label, value, description, emoji and default flag.
 * @returns The discord.js option builder.
 * @throws `TypeError` when `label` or `value` is missing.
 */
export function StringSelectMenuOption(props: StringSelectMenuOptionProps): StringSelectMenuOptionBuilder {
  requireProp('StringSelectMenuOption', props, 'label');
  requireProp('StringSelectMenuOption', props, 'value');
  const option = new StringSelectMenuOptionBuilder();
  applyWithinLimits('StringSelectMenuOption', 'label', props.label, (value) => option.setLabel(value));
  applyWithinLimits('StringSelectMenuOption', 'value', props.value, (value) => option.setValue(value));
  if (props.description != null)
    applyWithinLimits('StringSelectMenuOption', 'description', props.description, (value) => option.setDescription(value));
  if (props.emoji != null) option.setEmoji(props.emoji);
  if (props.default != null) option.setDefault(props.default);
  return option;
}

/**
 * A menu of text choices (component type 3), as a {@link StringSelectMenuKit}; it fills an
 * `ActionRow` on its own. With `onSelect` it answers one selection within 5 minutes by default.
 *
 * @param props - The menu's settings, handler and {@link StringSelectMenuOption} children.
 * @returns The kit.
 * @throws `TypeError` for a child that is not an option; `RangeError` for no options, more than 25,
 * or more options marked default than `maxValues`.
 * @example
 * ```tsx
 * <StringSelectMenu placeholder="Pick a colour" onSelect={(pick) => pick.reply(`You chose ${pick.values[0]}`)}>
 *   {colours.map((colour) => <StringSelectMenuOption label={colour} value={colour} />)}
 * </StringSelectMenu>
 * ```
 */
export function StringSelectMenu(props: StringSelectMenuProps): StringSelectMenuKit {
  const options = flattenChildren(props.children);
  for (const option of options) {
    if (!(option instanceof StringSelectMenuOptionBuilder) && !isOptionData(option)) {
      throw unknownChild('StringSelectMenu', option, 'only <StringSelectMenuOption> elements');
    }
  }
  if (options.length === 0 || options.length > MAX_OPTIONS) {
    throw new RangeError(`<StringSelectMenu> needs 1 to ${MAX_OPTIONS} <StringSelectMenuOption> children, but got ${options.length}.`);
  }
  const kit = new StringSelectMenuKit().setOptions(options as (StringSelectMenuOptionBuilder | APISelectMenuOption)[]);
  const selected = options.filter((option) =>
    option instanceof StringSelectMenuOptionBuilder ? option.data.default : (option as APISelectMenuOption).default,
  ).length;
  return applyShared('StringSelectMenu', kit, props, selected);
}

/**
 * A menu of the server's members (component type 5), as a {@link UserSelectMenuKit}.
 *
 * @param props - The menu's settings, handler and default users.
 * @returns The kit.
 * @throws `RangeError` for more default values than `maxValues`.
 */
export function UserSelectMenu(props: UserSelectMenuProps): UserSelectMenuKit {
  const kit = new UserSelectMenuKit();
  if (props.defaultValues?.length) kit.addDefaultUsers([...props.defaultValues]);
  return applyShared('UserSelectMenu', kit, props, props.defaultValues?.length ?? 0);
}

/**
 * A menu of the server's roles (component type 6), as a {@link RoleSelectMenuKit}.
 *
 * @param props - The menu's settings, handler and default roles.
 * @returns The kit.
 * @throws `RangeError` for more default values than `maxValues`.
 */
export function RoleSelectMenu(props: RoleSelectMenuProps): RoleSelectMenuKit {
  const kit = new RoleSelectMenuKit();
  if (props.defaultValues?.length) kit.addDefaultRoles([...props.defaultValues]);
  return applyShared('RoleSelectMenu', kit, props, props.defaultValues?.length ?? 0);
}

/**
 * A menu of the server's channels (component type 8), as a {@link ChannelSelectMenuKit},
 * optionally limited to some channel types.
 *
 * @param props - The menu's settings, handler, channel types and default channels.
 * @returns The kit.
 * @throws `RangeError` for more default values than `maxValues`.
 */
export function ChannelSelectMenu(props: ChannelSelectMenuProps): ChannelSelectMenuKit {
  const kit = new ChannelSelectMenuKit();
  if (props.channelTypes != null) {
    const types: ChannelType[] = Array.isArray(props.channelTypes) ? [...props.channelTypes] : [props.channelTypes as ChannelType];
    if (types.length > 0) kit.setChannelTypes(types);
  }
  if (props.defaultValues?.length) kit.addDefaultChannels([...props.defaultValues]);
  return applyShared('ChannelSelectMenu', kit, props, props.defaultValues?.length ?? 0);
}

/**
 * A menu of the server's members and roles together (component type 7), as a
 * {@link MentionableSelectMenuKit}.
 *
 * @param props - The menu's settings, handler and default users and roles.
 * @returns The kit.
 * @throws `TypeError` for a default value whose `type` is neither `'user'` nor `'role'`;
 * `RangeError` for more default values than `maxValues`.
 */
export function MentionableSelectMenu(props: MentionableSelectMenuProps): MentionableSelectMenuKit {
  const kit = new MentionableSelectMenuKit();
  if (props.defaultValues?.length) {
    kit.addDefaultValues(
      props.defaultValues.map((value) => {
        if (value.type === 'user') return { id: value.id, type: SelectMenuDefaultValueType.User as const };
        if (value.type === 'role') return { id: value.id, type: SelectMenuDefaultValueType.Role as const };
        throw new TypeError(
          `<MentionableSelectMenu> got a "defaultValues" entry of type ${JSON.stringify(value.type)}: use 'user' or 'role'.`,
        );
      }),
    );
  }
  return applyShared('MentionableSelectMenu', kit, props, props.defaultValues?.length ?? 0);
}
