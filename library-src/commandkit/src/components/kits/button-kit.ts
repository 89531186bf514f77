import { ButtonBuilder, ButtonStyle, type ButtonInteraction, type Snowflake } from 'discord.js';
import { ComponentCollector } from '../collector/binding.ts';
import { DEFAULT_COLLECTOR_TIME } from '../collector/collector.ts';
import type { CollectorOptions } from '../collector/types.ts';
import type { ButtonKitPredicate, OnButtonKitEnd } from './handler-types.ts';

/**
 * The handler of a {@link ButtonKit}: called with each click it accepts and the kit itself (to
 * {@link ButtonKit.dispose} it, for example).
 *
 * @param interaction - The click.
 * @param kit - The button that was clicked.
 * @returns Anything; it is awaited, and what it throws goes to `onError`.
 */
export type OnButtonKitClick = (interaction: ButtonInteraction, kit: ButtonKit) => unknown;

/** Options of {@link ButtonKit.onClick}; see {@link CollectorOptions} for each field. */
export type ButtonKitOptions = CollectorOptions<ButtonInteraction>;

/**
 * A discord.js `ButtonBuilder` that can answer its own clicks: give it a handler with
 * {@link ButtonKit.onClick} and put it in a message as usual. Clicks go to the handler until the
 * collector stops: after `time` (5 minutes by default) without a click, since each accepted click
 * restarts the countdown (`autoReset`, on by default), on {@link ButtonKit.dispose}, or when
 * CommandKit is destroyed. Set `once: true` for a single-use button.
 *
 * Discord keeps showing the button after the collector stops, and clicks then fail; disable it
 * in {@link ButtonKit.onEnd}. Handlers live in memory, so they stop with the process: for a
 * button that must work after a restart, handle its custom id in an `interactionCreate` event
 * handler instead. Link and premium buttons cannot have a handler (Discord sends no interaction
 * for them).
 *
 * The handler runs like a command: {@link after}, {@link getContext} and the hooks of
 * `commandkit/hooks` work in it, and {@link useCommand} returns the command that set it.
 *
 * @example
 * ```ts
 * import { ActionRowBuilder, ButtonStyle, MessageFlags } from 'discord.js';
 * import { ButtonKit, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   let count = 0;
 *   const button = new ButtonKit()
 *     .setLabel('Count')
 *     .setStyle(ButtonStyle.Primary)
 *     .filter((click) => click.user.id === ctx.user.id)
 *     .onClick((click) => click.reply({ content: `Clicked ${++count} times`, flags: MessageFlags.Ephemeral }), { time: 60_000 })
 *     .onEnd(async () => {
 *       button.setDisabled(true);
 *       await ctx.interaction.editReply({ components: [new ActionRowBuilder<ButtonKit>().addComponents(button)] });
 *     });
 *   await ctx.interaction.reply({ content: 'Click the button', components: [new ActionRowBuilder<ButtonKit>().addComponents(button)] });
 * };
 * ```
 */
export class ButtonKit extends ButtonBuilder {
  readonly #binding = new ComponentCollector<'button', ButtonKit>({
    kit: this,
    kind: 'button',
    kitName: 'ButtonKit',
    setter: 'onClick',
    idPrefix: 'buttonkit',
    defaults: { time: DEFAULT_COLLECTOR_TIME, autoReset: true, once: false },
    readCustomId: () => (this.data as { custom_id?: string }).custom_id,
    writeCustomId: (customId) => super.setCustomId(customId),
    check: () => {
      const data = this.data as { style?: ButtonStyle; url?: string; sku_id?: string };
      if (data.url !== undefined || data.style === ButtonStyle.Link) {
        throw new TypeError(
          'ButtonKit.onClick() cannot be used on a link button: Discord opens the URL and sends no interaction. Remove the URL and pick another style, or drop the handler.',
        );
      }
      if (data.sku_id !== undefined || data.style === ButtonStyle.Premium) {
        throw new TypeError(
          'ButtonKit.onClick() cannot be used on a premium button: Discord opens the purchase flow and sends no interaction. Remove the SKU and pick another style, or drop the handler.',
        );
      }
    },
  });

  /**
   * Sets the handler of the button's clicks and starts collecting them on the running CommandKit.
   * A button without a custom id gets one (`buttonkit::<uuid>`). Calling it again replaces the
   * handler of the running collector (its timer and options carry on, merged with the new
   * options); after the collector stopped, it starts a new one.
   *
   * @param handler - Called with each accepted click and this kit.
   * @param options - How long to collect and which clicks to accept, merged into the options given
   * before. Defaults: `time` 300 000 ms (5 minutes), `autoReset` true, `once` false.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function, the options are invalid (such as a
   * `time` of 0), or the button is a link or premium button; `Error` when no CommandKit is
   * running.
   */
  onClick(handler: OnButtonKitClick, options?: ButtonKitOptions): this {
    this.#binding.setHandler(handler, options);
    return this;
  }

  /**
   * Sets the function called once when the collector stops, with the reason. It may be set before
   * or after {@link ButtonKit.onClick}.
   *
   * @param handler - Receives the {@link CollectorEndReason}.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onEnd(handler: OnButtonKitEnd): this {
    this.#binding.setOption('onEnd', handler, 'onEnd');
    return this;
  }

  /**
   * Sets the function called when the click handler throws, instead of CommandKit's log line and
   * "Something went wrong" reply.
   *
   * @param handler - Receives the error (a thrown value that is not an `Error` arrives wrapped in
   * one) and the click; a 1.0 handler that takes only the error fits too.
   * @returns This kit.
   * @throws `TypeError` when `handler` is not a function.
   */
  onError(handler: (error: Error, interaction: ButtonInteraction) => unknown): this {
    this.#binding.setOption('onError', handler, 'onError');
    return this;
  }

  /**
   * Sets which clicks the handler gets, such as only those of one user. Refused clicks neither
   * use up `once` nor restart the timer.
   *
   * @param predicate - Returns whether to handle a click; may be async.
   * @returns This kit.
   * @throws `TypeError` when `predicate` is not a function.
   */
  filter(predicate: ButtonKitPredicate): this {
    this.#binding.setOption('filter', predicate, 'filter');
    return this;
  }

  /**
   * Stops collecting clicks and forgets the handler; `onEnd` gets `'unsubscribe'`. Does nothing
   * more when nothing is being collected.
   *
   * @returns This kit.
   */
  dispose(): this {
    this.#binding.dispose();
    return this;
  }

  /** Whether clicks are being collected: a handler is set and its collector has not stopped. */
  get isCollecting(): boolean {
    return this.#binding.isCollecting;
  }

  /**
   * Sets the custom id. While clicks are being collected, the collector follows the new id.
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
   * Sets the URL, making this a link button.
   *
   * @param url - The URL to open.
   * @returns This kit.
   * @throws `TypeError` when the button has a click handler: link buttons send no interaction.
   */
  override setURL(url: string): this {
    if (this.#binding.hasHandler) {
      throw new TypeError(
        'ButtonKit.setURL() cannot turn a button with an onClick handler into a link button; call dispose() first or use a plain ButtonBuilder.',
      );
    }
    return super.setURL(url);
  }

  /**
   * Sets the SKU, making this a premium button.
   *
   * @param skuId - The SKU to sell.
   * @returns This kit.
   * @throws `TypeError` when the button has a click handler: premium buttons send no interaction.
   */
  override setSKUId(skuId: Snowflake): this {
    if (this.#binding.hasHandler) {
      throw new TypeError(
        'ButtonKit.setSKUId() cannot turn a button with an onClick handler into a premium button; call dispose() first or use a plain ButtonBuilder.',
      );
    }
    return super.setSKUId(skuId);
  }

  /**
   * Sets the style.
   *
   * @param style - The style.
   * @returns This kit.
   * @throws `TypeError` for `ButtonStyle.Link` or `ButtonStyle.Premium` when the button has a click
   * handler.
   */
  override setStyle(style: ButtonStyle): this {
    if (this.#binding.hasHandler && (style === ButtonStyle.Link || style === ButtonStyle.Premium)) {
      throw new TypeError(
        `ButtonKit.setStyle() cannot make a button with an onClick handler a ${style === ButtonStyle.Link ? 'link' : 'premium'} button; call dispose() first or use a plain ButtonBuilder.`,
      );
    }
    return super.setStyle(style);
  }

  /**
   * The button as Discord API JSON, ready for a message or `showModal()`. Checks the data the way
   * discord.js does.
   *
   * @returns The JSON payload.
   */
  override toJSON(): ReturnType<ButtonBuilder['toJSON']> {
    return super.toJSON();
  }
}
