import { ModalBuilder, type ModalSubmitInteraction } from 'discord.js';
import { ComponentCollector } from '../collector/binding.ts';
import { DEFAULT_COLLECTOR_TIME } from '../collector/collector.ts';
import type { CollectorOptions } from '../collector/types.ts';
import type { ModalKitPredicate, OnModalKitEnd } from './handler-types.ts';

/**
 * The handler of a {@link ModalKit}: called with the submission and the kit itself.
 *
 * @param interaction - The submission; read the fields with `interaction.fields`.
 * @param kit - The modal that was submitted.
 * @returns Anything; it is awaited, and what it throws goes to `onError`.
 */
export type OnModalKitSubmit = (interaction: ModalSubmitInteraction, kit: ModalKit) => unknown;

/** Options of {@link ModalKit.onSubmit}; see {@link CollectorOptions} for each field. */
export type ModalKitOptions = CollectorOptions<ModalSubmitInteraction>;

/**
 * A discord.js `ModalBuilder` that answers its own submission: give it a handler with
 * {@link ModalKit.onSubmit}, then show it with `interaction.showModal(modal)`. By default it takes
 * one submission (`once`) within 5 minutes (`time`); a user who closes the modal sends nothing,
 * so the collector then ends with `'time'`. The handler runs like a command: {@link after},
 * {@link getContext} and the hooks work in it.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';
 * import { ModalKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const modal = new ModalKit()
 *     .setTitle('Feedback')
 *     .addComponents(
 *       new ActionRowBuilder<TextInputBuilder>().addComponents(
 *         new TextInputBuilder().setCustomId('text').setLabel('Your feedback').setStyle(TextInputStyle.Paragraph),
 *       ),
 *     )
 *     .onSubmit((submission) => submission.reply(`Thanks! You wrote: ${submission.fields.getTextInputValue('text')}`));
 *   await ctx.interaction.showModal(modal);
 * };
 * ```
 */
export class ModalKit extends ModalBuilder {
  readonly #binding = new ComponentCollector<'modal', ModalKit>({
    kit: this,
    kind: 'modal',
    kitName: 'ModalKit',
    setter: 'onSubmit',
    idPrefix: 'modalkit',
    defaults: { time: DEFAULT_COLLECTOR_TIME, autoReset: false, once: true },
    readCustomId: () => this.data.custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
  });

  /**
   * Sets the handler of the modal's submissions and starts collecting them on the running
   * CommandKit. A modal without a custom id gets one (`modalkit::<uuid>`). Calling it again
   * replaces the handler of the running collector, merging the options; after the collector
   * stopped, it starts a new one.
   *
   * @param handler - Called with each accepted submission and this kit.
   * @param options - Merged into the options given before. Defaults: `time` 300 000 ms (5
   * minutes), `autoReset` false, `once` true.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function or the options are invalid; `Error` when
   * no CommandKit is running.
   */
  onSubmit(handler: OnModalKitSubmit, options?: ModalKitOptions): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason; before or after
   * {@link ModalKit.onSubmit}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnModalKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the submission; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: ModalSubmitInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which submissions the handler gets. Refused ones neither use up `once` nor restart the
   * timer.
   *
   * @param predicate - Returns whether to handle a submission; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: ModalKitPredicate): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting submissions and forgets the handler; `onEnd` gets `'unsubscribe'`.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether submissions are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While submissions are being collected, the collector follows the new id.
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
   * Adds components to the modal: action rows holding a text input (the classic layout), labels
   * or text displays. discord.js marks it deprecated in favour of `addLabelComponents()` and
   * `addTextDisplayComponents()`, which ModalKit has too.
   *
   * @param components - The components to add.
   * @returns This kit.
   */
  override addComponents(...components: Parameters<ModalBuilder['addComponents']>): this {
    return super.addComponents(...components);
  }

  /**
   * Adds action rows, each holding a text input. discord.js marks it deprecated in favour of
   * `addLabelComponents()`.
   *
   * @param components - The rows to add.
   * @returns This kit.
   */
  override addActionRowComponents(...components: Parameters<ModalBuilder['addActionRowComponents']>): this {
    return super.addActionRowComponents(...components);
  }

  /**
   * Replaces the components of the modal. discord.js marks it deprecated in favour of
   * `setLabelComponents()`.
   *
   * @param components - The components to set.
   * @returns This kit.
   */
  override setComponents(...components: Parameters<ModalBuilder['setComponents']>): this {
    return super.setComponents(...components);
  }

  /**
   * The modal as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<ModalBuilder['toJSON']> {
    return super.toJSON();
  }
}
