import {
  ActionRowBuilder,
  ComponentType,
  type LabelBuilder,
  type ModalSubmitInteraction,
  type TextDisplayBuilder,
  type TextInputBuilder,
} from 'discord.js';
import { flattenChildren, type JSXChildren } from '../../jsx/children.ts';
import { componentTypeOf, requireProp, unknownChild } from '../../jsx/validate.ts';
import type { OnModalKitEnd } from '../kits/handler-types.ts';
import { ModalKit, type ModalKitOptions, type OnModalKitSubmit } from '../kits/modal-kit.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/** The props of {@link Modal}. */
export interface ModalProps {
  /** The title at the top of the modal (at most 45 characters). */
  readonly title: string;
  /**
   * The id Discord sends back on submit (at most 100 characters). With `onSubmit` and no custom
   * id, a unique one is generated.
   */
  readonly customId?: string;
  /**
   * The fields, one to five: text inputs (`ShortInput`, `ParagraphInput`, `TextInput`, each put
   * in its own row), action rows holding one text input, text displays or discord.js labels.
   */
  readonly children?: JSXChildren;
  /** Answers the submission; see {@link ModalKit.onSubmit}. */
  readonly onSubmit?: OnModalKitSubmit;
  /** How submissions are collected (`time`, `once`, `filter`); see {@link ModalKit.onSubmit}. */
  readonly options?: ModalKitOptions;
  /** Called once when the collector stops, with the reason; see {@link ModalKit.onEnd}. */
  readonly onEnd?: OnModalKitEnd;
  /** Called when `onSubmit` throws, with the error and the submission; see {@link ModalKit.onError}. */
  readonly onError?: (error: Error, interaction: ModalSubmitInteraction) => unknown;
}

/** Discord's limit on the top-level components of a modal. */
const MAX_FIELDS = 5;

const ALLOWED =
  '<ShortInput>, <ParagraphInput>, <TextInput>, <ActionRow> (with one text input), <TextDisplay> or discord.js LabelBuilder elements';

/**
 * A modal (pop-up form), as a {@link ModalKit}: show it with `interaction.showModal(modal)`. With
 * `onSubmit` it answers its own submission, once, within 5 minutes by default.
 *
 * @param props - The title, fields and handler.
 * @returns The ModalKit.
 * @throws `TypeError` when `title` is missing or a child is not a field; `RangeError` for no
 * fields or more than five.
 * @example
 * ```tsx
 * await interaction.showModal(
 *   <Modal title="Feedback" onSubmit={(submit) => submit.reply(`Thanks, ${submit.fields.getTextInputValue('name')}!`)}>
 *     <ShortInput customId="name" label="Your name" />
 *     <ParagraphInput customId="text" label="What do you think?" required={false} />
 *   </Modal>,
 * );
 * ```
 */
export function Modal(props: ModalProps): ModalKit {
  requireProp('Modal', props, 'title');
  const children = flattenChildren(props.children);
  if (children.length === 0 || children.length > MAX_FIELDS) {
    throw new RangeError(`<Modal> needs 1 to ${MAX_FIELDS} fields in "children", but got ${children.length}.`);
  }
  const kit = new ModalKit();
  applyWithinLimits('Modal', 'title', props.title, (value) => kit.setTitle(value));
  for (const child of children) {
    const type = componentTypeOf(child);
    if (type === ComponentType.TextInput) {
      kit.addActionRowComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(child as TextInputBuilder));
    } else if (type === ComponentType.ActionRow) {
      const inner = (child as { components?: unknown[] }).components ?? [];
      if (inner.length !== 1 || componentTypeOf(inner[0]) !== ComponentType.TextInput) {
        throw new TypeError('<Modal> takes an <ActionRow> in "children" only when it holds one text input.');
      }
      kit.addActionRowComponents(child as ActionRowBuilder<TextInputBuilder>);
    } else if (type === ComponentType.TextDisplay) {
      kit.addTextDisplayComponents(child as TextDisplayBuilder);
    } else if (type === ComponentType.Label) {
      kit.addLabelComponents(child as LabelBuilder);
    } else {
      throw unknownChild('Modal', child, ALLOWED);
    }
  }
  if (props.customId != null) applyWithinLimits('Modal', 'customId', props.customId, (value) => kit.setCustomId(value));

  // The kit merges what each call gives, so the props may be applied one by one.
  if (props.onSubmit) kit.onSubmit(props.onSubmit, props.options);
  if (props.onEnd) kit.onEnd(props.onEnd);
  if (props.onError) kit.onError(props.onError);
  return kit;
}
