import {
  ChannelSelectMenuBuilder,
  MentionableSelectMenuBuilder,
  RoleSelectMenuBuilder,
  StringSelectMenuBuilder,
  UserSelectMenuBuilder,
  type ChannelSelectMenuInteraction,
  type MentionableSelectMenuInteraction,
  type RoleSelectMenuInteraction,
  type StringSelectMenuInteraction,
  type UserSelectMenuInteraction,
} from 'discord.js';
import { ComponentCollector } from '../collector/binding.ts';
import { DEFAULT_COLLECTOR_TIME } from '../collector/collector.ts';
import type { CollectorOptions } from '../collector/types.ts';
import type { OnSelectMenuKitEnd, SelectMenuKitPredicate } from './handler-types.ts';

/**
 * The handler of a select menu kit: called with each selection it accepts and the kit itself.
 *
 * @typeParam I - The select menu interaction.
 * @typeParam Kit - The kit.
 * @param interaction - The selection; its `values` hold what was picked.
 * @param kit - The select menu.
 * @returns Anything; it is awaited, and what it throws goes to `onError`.
 */
export type OnSelectMenuKitSelect<I, Kit> = (interaction: I, kit: Kit) => unknown;

/**
 * Options of a select menu kit's `onSelect`; see {@link CollectorOptions} for each field.
 *
 * @typeParam I - The select menu interaction.
 */
export type SelectMenuKitOptions<I> = CollectorOptions<I>;

const SELECT_DEFAULTS = { time: DEFAULT_COLLECTOR_TIME, autoReset: false, once: true } as const;

/** The handler of a {@link StringSelectMenuKit}: the selection and the kit. */
export type OnStringSelectMenuKitSelect = OnSelectMenuKitSelect<StringSelectMenuInteraction, StringSelectMenuKit>;

/**
 * A discord.js `StringSelectMenuBuilder` that answers its own selections (a choice of the options you add): give it a
 * handler with {@link StringSelectMenuKit.onSelect} and put it in a message as usual. By default it takes one
 * selection (`once`) within 5 minutes (`time`); pass `{ once: false }` to keep it open. It
 * works like {@link ButtonKit}: the handler runs like a command (so {@link after} and the hooks
 * work), and `onEnd` is the place to disable the menu once it stops.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder } from 'discord.js';
 * import { StringSelectMenuKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const menu = new StringSelectMenuKit()
 *     .setPlaceholder('Pick')
 *     .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' })
 *     .onSelect((selection) => selection.reply(`You picked ${selection.values.join(', ')}`));
 *   await ctx.interaction.reply({ components: [new ActionRowBuilder<StringSelectMenuKit>().addComponents(menu)] });
 * };
 * ```
 */
export class StringSelectMenuKit extends StringSelectMenuBuilder {
  readonly #binding = new ComponentCollector<'stringSelect', StringSelectMenuKit>({
    kit: this,
    kind: 'stringSelect',
    kitName: 'StringSelectMenuKit',
    setter: 'onSelect',
    idPrefix: 'selectmenukit',
    defaults: SELECT_DEFAULTS,
    readCustomId: () => this.data.custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
  });

  /**
   * Sets the handler of the menu's selections and starts collecting them on the running
   * CommandKit. A menu without a custom id gets one (`selectmenukit::<uuid>`). Calling it again
   * replaces the handler of the running collector, merging the options; after the collector
   * stopped, it starts a new one.
   *
   * @param handler - Called with each accepted selection and this kit.
   * @param options - Merged into the options given before. Defaults: `time` 300 000 ms (5
   * minutes), `autoReset` false, `once` true.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function or the options are invalid; `Error` when
   * no CommandKit is running.
   */
  onSelect(handler: OnStringSelectMenuKitSelect, options?: SelectMenuKitOptions<StringSelectMenuInteraction>): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason; before or after
   * {@link StringSelectMenuKit.onSelect}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnSelectMenuKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the selection; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: StringSelectMenuInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which selections the handler gets. Refused ones neither use up `once` nor restart the
   * timer.
   *
   * @param predicate - Returns whether to handle a selection; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: SelectMenuKitPredicate<StringSelectMenuInteraction>): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting selections and forgets the handler; `onEnd` gets `'unsubscribe'`.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether selections are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While selections are being collected, the collector follows the new id.
   *
   * @param customId - The custom id, up to 100 characters.
   * @returns This kit.
   */
  override setCustomId(customId: string): this {
    super.setCustomId(customId);
    this.#binding.customIdChanged();
    return this;
  }

  /**
   * The select menu as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<StringSelectMenuBuilder['toJSON']> {
    return super.toJSON();
  }
}

/** The handler of a {@link UserSelectMenuKit}: the selection and the kit. */
export type OnUserSelectMenuKitSelect = OnSelectMenuKitSelect<UserSelectMenuInteraction, UserSelectMenuKit>;

/**
 * A discord.js `UserSelectMenuBuilder` that answers its own selections (users): give it a
 * handler with {@link UserSelectMenuKit.onSelect} and put it in a message as usual. By default it takes one
 * selection (`once`) within 5 minutes (`time`); pass `{ once: false }` to keep it open. It
 * works like {@link ButtonKit}: the handler runs like a command (so {@link after} and the hooks
 * work), and `onEnd` is the place to disable the menu once it stops.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder } from 'discord.js';
 * import { UserSelectMenuKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const menu = new UserSelectMenuKit()
 *     .setPlaceholder('Pick')
 *     .onSelect((selection) => selection.reply(`You picked ${selection.values.join(', ')}`));
 *   await ctx.interaction.reply({ components: [new ActionRowBuilder<UserSelectMenuKit>().addComponents(menu)] });
 * };
 * ```
 */
export class UserSelectMenuKit extends UserSelectMenuBuilder {
  readonly #binding = new ComponentCollector<'userSelect', UserSelectMenuKit>({
    kit: this,
    kind: 'userSelect',
    kitName: 'UserSelectMenuKit',
    setter: 'onSelect',
    idPrefix: 'selectmenukit',
    defaults: SELECT_DEFAULTS,
    readCustomId: () => this.data.custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
  });

  /**
   * Sets the handler of the menu's selections and starts collecting them on the running
   * CommandKit. A menu without a custom id gets one (`selectmenukit::<uuid>`). Calling it again
   * replaces the handler of the running collector, merging the options; after the collector
   * stopped, it starts a new one.
   *
   * @param handler - Called with each accepted selection and this kit.
   * @param options - Merged into the options given before. Defaults: `time` 300 000 ms (5
   * minutes), `autoReset` false, `once` true.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function or the options are invalid; `Error` when
   * no CommandKit is running.
   */
  onSelect(handler: OnUserSelectMenuKitSelect, options?: SelectMenuKitOptions<UserSelectMenuInteraction>): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason; before or after
   * {@link UserSelectMenuKit.onSelect}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnSelectMenuKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the selection; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: UserSelectMenuInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which selections the handler gets. Refused ones neither use up `once` nor restart the
   * timer.
   *
   * @param predicate - Returns whether to handle a selection; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: SelectMenuKitPredicate<UserSelectMenuInteraction>): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting selections and forgets the handler; `onEnd` gets `'unsubscribe'`.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether selections are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While selections are being collected, the collector follows the new id.
   *
   * @param customId - The custom id, up to 100 characters.
   * @returns This kit.
   */
  override setCustomId(customId: string): this {
    super.setCustomId(customId);
    this.#binding.customIdChanged();
    return this;
  }

  /**
   * The select menu as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<UserSelectMenuBuilder['toJSON']> {
    return super.toJSON();
  }
}

/** The handler of a {@link RoleSelectMenuKit}: the selection and the kit. */
export type OnRoleSelectMenuKitSelect = OnSelectMenuKitSelect<RoleSelectMenuInteraction, RoleSelectMenuKit>;

/**
 * A discord.js `RoleSelectMenuBuilder` that answers its own selections (roles): give it a
 * handler with {@link RoleSelectMenuKit.onSelect} and put it in a message as usual. By default it takes one
 * selection (`once`) within 5 minutes (`time`); pass `{ once: false }` to keep it open. It
 * works like {@link ButtonKit}: the handler runs like a command (so {@link after} and the hooks
 * work), and `onEnd` is the place to disable the menu once it stops.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder } from 'discord.js';
 * import { RoleSelectMenuKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const menu = new RoleSelectMenuKit()
 *     .setPlaceholder('Pick')
 *     .onSelect((selection) => selection.reply(`You picked ${selection.values.join(', ')}`));
 *   await ctx.interaction.reply({ components: [new ActionRowBuilder<RoleSelectMenuKit>().addComponents(menu)] });
 * };
 * ```
 */
export class RoleSelectMenuKit extends RoleSelectMenuBuilder {
  readonly #binding = new ComponentCollector<'roleSelect', RoleSelectMenuKit>({
    kit: this,
    kind: 'roleSelect',
    kitName: 'RoleSelectMenuKit',
    setter: 'onSelect',
    idPrefix: 'selectmenukit',
    defaults: SELECT_DEFAULTS,
    readCustomId: () => this.data.custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
  });

  /**
   * Sets the handler of the menu's selections and starts collecting them on the running
   * CommandKit. A menu without a custom id gets one (`selectmenukit::<uuid>`). Calling it again
   * replaces the handler of the running collector, merging the options; after the collector
   * stopped, it starts a new one.
   *
   * @param handler - Called with each accepted selection and this kit.
   * @param options - Merged into the options given before. Defaults: `time` 300 000 ms (5
   * minutes), `autoReset` false, `once` true.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function or the options are invalid; `Error` when
   * no CommandKit is running.
   */
  onSelect(handler: OnRoleSelectMenuKitSelect, options?: SelectMenuKitOptions<RoleSelectMenuInteraction>): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason; before or after
   * {@link RoleSelectMenuKit.onSelect}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnSelectMenuKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the selection; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: RoleSelectMenuInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which selections the handler gets. Refused ones neither use up `once` nor restart the
   * timer.
   *
   * @param predicate - Returns whether to handle a selection; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: SelectMenuKitPredicate<RoleSelectMenuInteraction>): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting selections and forgets the handler; `onEnd` gets `'unsubscribe'`.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether selections are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While selections are being collected, the collector follows the new id.
   *
   * @param customId - The custom id, up to 100 characters.
   * @returns This kit.
   */
  override setCustomId(customId: string): this {
    super.setCustomId(customId);
    this.#binding.customIdChanged();
    return this;
  }

  /**
   * The select menu as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<RoleSelectMenuBuilder['toJSON']> {
    return super.toJSON();
  }
}

/** The handler of a {@link ChannelSelectMenuKit}: the selection and the kit. */
export type OnChannelSelectMenuKitSelect = OnSelectMenuKitSelect<ChannelSelectMenuInteraction, ChannelSelectMenuKit>;

/**
 * A discord.js `ChannelSelectMenuBuilder` that answers its own selections (channels): give it a
 * handler with {@link ChannelSelectMenuKit.onSelect} and put it in a message as usual. By default it takes one
 * selection (`once`) within 5 minutes (`time`); pass `{ once: false }` to keep it open. It
 * works like {@link ButtonKit}: the handler runs like a command (so {@link after} and the hooks
 * work), and `onEnd` is the place to disable the menu once it stops.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder } from 'discord.js';
 * import { ChannelSelectMenuKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const menu = new ChannelSelectMenuKit()
 *     .setPlaceholder('Pick')
 *     .onSelect((selection) => selection.reply(`You picked ${selection.values.join(', ')}`));
 *   await ctx.interaction.reply({ components: [new ActionRowBuilder<ChannelSelectMenuKit>().addComponents(menu)] });
 * };
 * ```
 */
export class ChannelSelectMenuKit extends ChannelSelectMenuBuilder {
  readonly #binding = new ComponentCollector<'channelSelect', ChannelSelectMenuKit>({
    kit: this,
    kind: 'channelSelect',
    kitName: 'ChannelSelectMenuKit',
    setter: 'onSelect',
    idPrefix: 'selectmenukit',
    defaults: SELECT_DEFAULTS,
    readCustomId: () => this.data.custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
  });

  /**
   * Sets the handler of the menu's selections and starts collecting them on the running
   * CommandKit. A menu without a custom id gets one (`selectmenukit::<uuid>`). Calling it again
   * replaces the handler of the running collector, merging the options; after the collector
   * stopped, it starts a new one.
   *
   * @param handler - Called with each accepted selection and this kit.
   * @param options - Merged into the options given before. Defaults: `time` 300 000 ms (5
   * minutes), `autoReset` false, `once` true.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function or the options are invalid; `Error` when
   * no CommandKit is running.
   */
  onSelect(handler: OnChannelSelectMenuKitSelect, options?: SelectMenuKitOptions<ChannelSelectMenuInteraction>): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason; before or after
   * {@link ChannelSelectMenuKit.onSelect}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnSelectMenuKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the selection; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: ChannelSelectMenuInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which selections the handler gets. Refused ones neither use up `once` nor restart the
   * timer.
   *
   * @param predicate - Returns whether to handle a selection; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: SelectMenuKitPredicate<ChannelSelectMenuInteraction>): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting selections and forgets the handler; `onEnd` gets `'unsubscribe'`.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether selections are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While selections are being collected, the collector follows the new id.
   *
   * @param customId - The custom id, up to 100 characters.
   * @returns This kit.
   */
  override setCustomId(customId: string): this {
    super.setCustomId(customId);
    this.#binding.customIdChanged();
    return this;
  }

  /**
   * The select menu as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<ChannelSelectMenuBuilder['toJSON']> {
    return super.toJSON();
  }
}

/** The handler of a {@link MentionableSelectMenuKit}: the selection and the kit. */
export type OnMentionableSelectMenuKitSelect = OnSelectMenuKitSelect<MentionableSelectMenuInteraction, MentionableSelectMenuKit>;

/**
 * A discord.js `MentionableSelectMenuBuilder` that answers its own selections (users and roles): give it a
 * handler with {@link MentionableSelectMenuKit.onSelect} and put it in a message as usual. By default it takes one
 * selection (`once`) within 5 minutes (`time`); pass `{ once: false }` to keep it open. It
 * works like {@link ButtonKit}: the handler runs like a command (so {@link after} and the hooks
 * work), and `onEnd` is the place to disable the menu once it stops.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder } from 'discord.js';
 * import { MentionableSelectMenuKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const menu = new MentionableSelectMenuKit()
 *     .setPlaceholder('Pick')
 *     .onSelect((selection) => selection.reply(`You picked ${selection.values.join(', ')}`));
 *   await ctx.interaction.reply({ components: [new ActionRowBuilder<MentionableSelectMenuKit>().addComponents(menu)] });
 * };
 * ```
 */
export class MentionableSelectMenuKit extends MentionableSelectMenuBuilder {
  readonly #binding = new ComponentCollector<'mentionableSelect', MentionableSelectMenuKit>({
    kit: this,
    kind: 'mentionableSelect',
    kitName: 'MentionableSelectMenuKit',
    setter: 'onSelect',
    idPrefix: 'selectmenukit',
    defaults: SELECT_DEFAULTS,
    readCustomId: () => this.data.custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
  });

  /**
   * Sets the handler of the menu's selections and starts collecting them on the running
   * CommandKit. A menu without a custom id gets one (`selectmenukit::<uuid>`). Calling it again
   * replaces the handler of the running collector, merging the options; after the collector
   * stopped, it starts a new one.
   *
   * @param handler - Called with each accepted selection and this kit.
   * @param options - Merged into the options given before. Defaults: `time` 300 000 ms (5
   * minutes), `autoReset` false, `once` true.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function or the options are invalid; `Error` when
   * no CommandKit is running.
   */
  onSelect(handler: OnMentionableSelectMenuKitSelect, options?: SelectMenuKitOptions<MentionableSelectMenuInteraction>): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason; before or after
   * {@link MentionableSelectMenuKit.onSelect}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnSelectMenuKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the selection; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: MentionableSelectMenuInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which selections the handler gets. Refused ones neither use up `once` nor restart the
   * timer.
   *
   * @param predicate - Returns whether to handle a selection; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: SelectMenuKitPredicate<MentionableSelectMenuInteraction>): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting selections and forgets the handler; `onEnd` gets `'unsubscribe'`.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether selections are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While selections are being collected, the collector follows the new id.
   *
   * @param customId - The custom id, up to 100 characters.
   * @returns This kit.
   */
  override setCustomId(customId: string): this {
    super.setCustomId(customId);
    this.#binding.customIdChanged();
    return this;
  }

  /**
   * The select menu as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<MentionableSelectMenuBuilder['toJSON']> {
    return super.toJSON();
  }
}
