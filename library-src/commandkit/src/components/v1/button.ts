import { ButtonStyle, type ButtonInteraction, type ComponentEmojiResolvable, type Snowflake } from 'discord.js';
import { textOfChildren, withArticle, type JSXTextChildren } from '../../jsx/children.ts';
import { ButtonKit, type ButtonKitOptions, type OnButtonKitClick } from '../kits/button-kit.ts';
import type { OnButtonKitEnd } from '../kits/handler-types.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/** A button style by name, as {@link ButtonProps.style} accepts it besides `ButtonStyle`. */
export type ButtonStyleName = 'primary' | 'secondary' | 'success' | 'danger' | 'link' | 'premium';

/** The props of {@link Button}. */
export interface ButtonProps {
  /** The text on the button (at most 80 characters). Wins over `children`. */
  readonly label?: string;
  /** The text on the button, when `label` is not given; parts are joined as written. */
  readonly children?: JSXTextChildren;
  /**
   * The colour and kind: a `ButtonStyle` or its name (`'primary'`, `'danger'`, …). Without it the
   * style is Link when `url` is set, Premium when `skuId` is set, and Primary otherwise.
   */
  readonly style?: ButtonStyle | ButtonStyleName;
  /** An emoji shown before the label: a Unicode emoji, `<:name:id>`, or `{ id, name, animated }`. */
  readonly emoji?: ComponentEmojiResolvable;
  /** Greys the button out. */
  readonly disabled?: boolean;
  /**
   * The id Discord sends back on a click (at most 100 characters). With `onClick` and no custom
   * id, a unique one is generated.
   */
  readonly customId?: string;
  /** Makes it a link button: Discord opens this URL and sends no interaction. */
  readonly url?: string;
  /** Makes it a premium button, which opens the purchase of this SKU. */
  readonly skuId?: Snowflake;
  /** Answers the button's clicks; see {@link ButtonKit.onClick}. Not for link or premium buttons. */
  readonly onClick?: OnButtonKitClick;
  /** How the clicks are collected (`time`, `autoReset`, `once`, `filter`); see {@link ButtonKit.onClick}. */
  readonly options?: ButtonKitOptions;
  /** Called once when the collector stops, with the reason; see {@link ButtonKit.onEnd}. */
  readonly onEnd?: OnButtonKitEnd;
  /** Called when `onClick` throws, with the error and the click; see {@link ButtonKit.onError}. */
  readonly onError?: (error: Error, interaction: ButtonInteraction) => unknown;
  /** The component's numeric id within the message. */
  readonly id?: number;
}

const STYLES: Readonly<Record<ButtonStyleName, ButtonStyle>> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
  link: ButtonStyle.Link,
  premium: ButtonStyle.Premium,
};

function resolveStyle(props: ButtonProps): ButtonStyle {
  if (props.style == null) {
    if (props.url != null) return ButtonStyle.Link;
    if (props.skuId != null) return ButtonStyle.Premium;
    return ButtonStyle.Primary;
  }
  const style = typeof props.style === 'string' ? STYLES[props.style] : props.style;
  if (!Object.values(STYLES).includes(style)) {
    throw new TypeError(
      `<Button> got an unknown "style" ${JSON.stringify(props.style)}: use a ButtonStyle or one of ${Object.keys(STYLES).join(', ')}.`,
    );
  }
  return style;
}

/**
 * A button (component type 2), as a {@link ButtonKit}: put it in an `ActionRow` (at most five per
 * row) or use it as a `Section` accessory. With `onClick` it answers its own clicks, for 5 minutes
 * after the last click by default.
 *
 * @param props - The button's label, style and handler.
 * @returns The ButtonKit.
 * @throws `TypeError` for an unknown style; a link button without `url` or with `onClick`, a
 * `customId` or a `skuId`; a premium button without `skuId` or with `onClick`, a label, an emoji, a
 * `url` or a `customId`; a `url` or `skuId` on a button of another style; a button with neither a
 * label nor an emoji.
 * @example
 * ```tsx
 * <Button style="success" emoji="✅" onClick={(interaction) => interaction.update({ content: 'Done!', components: [] })}>
 *   Confirm
 * </Button>
 * ```
 */
export function Button(props: ButtonProps): ButtonKit {
  const style = resolveStyle(props);
  const label = props.label ?? textOfChildren('Button', props.children);

  if (style === ButtonStyle.Link) {
    if (props.url == null || props.url === '') throw new TypeError('<Button> is a link button, so it needs a "url" prop.');
    if (props.onClick) {
      throw new TypeError(
        '<Button> with a "url" is a link button: Discord opens the link and sends no interaction, so it cannot have "onClick". Remove "url" or "onClick".',
      );
    }
    if (props.customId != null) throw new TypeError('<Button> is a link button, so it cannot have a "customId" prop.');
  } else if (props.url != null) {
    throw new TypeError(`<Button> has a "url", so its "style" must be "link" (or left out).`);
  }
  if (style === ButtonStyle.Premium) {
    if (props.skuId == null || props.skuId === '') throw new TypeError('<Button> is a premium button, so it needs a "skuId" prop.');
    if (props.onClick) {
      throw new TypeError(
        '<Button> with a "skuId" is a premium button: Discord opens the purchase and sends no interaction, so it cannot have "onClick". Remove "skuId" or "onClick".',
      );
    }
    for (const name of ['label', 'emoji', 'customId'] as const) {
      if ((name === 'label' ? label : props[name]) != null) {
        throw new TypeError(
          `<Button> is a premium button, which Discord draws itself, so it cannot have ${withArticle(`"${name}"`)}${name === 'label' ? ' or children' : ''}.`,
        );
      }
    }
  } else {
    if (props.skuId != null) throw new TypeError('<Button> has a "skuId", so its "style" must be "premium" (or left out).');
    if ((label == null || label === '') && props.emoji == null) {
      throw new TypeError('<Button> needs a "label" prop (or text children) or an "emoji" prop.');
    }
  }

  const kit = new ButtonKit().setStyle(style);
  if (label != null && label !== '') applyWithinLimits('Button', 'label', label, (value) => kit.setLabel(value));
  if (props.emoji != null) kit.setEmoji(props.emoji);
  if (props.disabled != null) kit.setDisabled(props.disabled);
  if (props.url != null) applyWithinLimits('Button', 'url', props.url, (value) => kit.setURL(value));
  if (props.skuId != null) applyWithinLimits('Button', 'skuId', props.skuId, (value) => kit.setSKUId(value));
  if (props.customId != null) applyWithinLimits('Button', 'customId', props.customId, (value) => kit.setCustomId(value));
  if (props.id != null) kit.setId(props.id);

  // The kit merges what each call gives, so the props may be applied one by one.
  if (props.onClick) kit.onClick(props.onClick, props.options);
  if (props.onEnd) kit.onEnd(props.onEnd);
  if (props.onError) kit.onError(props.onError);
  return kit;
}
