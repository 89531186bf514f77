import { TextInputBuilder, TextInputStyle } from 'discord.js';
import { requireProp } from '../../jsx/validate.ts';
import { applyWithinLimits } from '../elements/discord-limits.ts';

/** The props shared by {@link TextInput}, {@link ShortInput} and {@link ParagraphInput}. */
export interface BaseTextInputProps {
  /** The id the submitted value comes back under (`interaction.fields.getTextInputValue(id)`); at most 100 characters. */
  readonly customId: string;
  /** The question shown above the field; at most 45 characters. */
  readonly label: string;
  /** Grey text shown while the field is empty; at most 100 characters. */
  readonly placeholder?: string;
  /** The fewest characters accepted (0 to 4000). */
  readonly minLength?: number;
  /** The most characters accepted (1 to 4000). */
  readonly maxLength?: number;
  /** Text the field starts with. */
  readonly value?: string;
  /** Whether the field must be filled in. Discord's default is `true`; `required={false}` makes it optional. */
  readonly required?: boolean;
  /** The component's numeric id within the modal. */
  readonly id?: number;
}

/** The props of {@link TextInput}: the shared props and a style. */
export interface TextInputProps extends BaseTextInputProps {
  /** One line (`TextInputStyle.Short`, `'short'`) or several (`TextInputStyle.Paragraph`, `'paragraph'`). */
  readonly style: TextInputStyle | 'short' | 'paragraph';
}

/** The props of {@link ShortInput}. */
export type ShortInputProps = BaseTextInputProps;

/** The props of {@link ParagraphInput}. */
export type ParagraphInputProps = BaseTextInputProps;

const STYLES: Readonly<Record<string, TextInputStyle>> = { short: TextInputStyle.Short, paragraph: TextInputStyle.Paragraph };

function build(component: string, props: BaseTextInputProps, style: unknown): TextInputBuilder {
  requireProp(component, props, 'customId');
  requireProp(component, props, 'label');
  const resolved = typeof style === 'string' ? STYLES[style] : style;
  if (resolved !== TextInputStyle.Short && resolved !== TextInputStyle.Paragraph) {
    throw new TypeError(`<${component}> needs a "style" prop: TextInputStyle.Short or Paragraph ('short' or 'paragraph').`);
  }
  // Every optional prop is applied when given, including false and 0.
  const builder = new TextInputBuilder().setStyle(resolved);
  applyWithinLimits(component, 'customId', props.customId, (value) => builder.setCustomId(value));
  applyWithinLimits(component, 'label', props.label, (value) => builder.setLabel(value));
  if (props.placeholder != null) applyWithinLimits(component, 'placeholder', props.placeholder, (value) => builder.setPlaceholder(value));
  if (props.minLength != null) applyWithinLimits(component, 'minLength', props.minLength, (value) => builder.setMinLength(value));
  if (props.maxLength != null) applyWithinLimits(component, 'maxLength', props.maxLength, (value) => builder.setMaxLength(value));
  if (props.value != null) applyWithinLimits(component, 'value', props.value, (value) => builder.setValue(value));
  if (props.required != null) builder.setRequired(props.required);
  if (props.id != null) builder.setId(props.id);
  return builder;
}

/**
 * A text field of a {@link Modal} (component type 4), one line or several. A bare text input
 * given to a modal is put in its own row.
 *
 * @param props - The field's id, label, style and optional limits.
 * @returns The discord.js builder.
 * @throws `TypeError` when `customId`, `label` or `style` is missing or `style` is unknown.
 */
export function TextInput(props: TextInputProps): TextInputBuilder {
  return build('TextInput', props, props.style);
}

/**
 * A one-line text field of a {@link Modal}: {@link TextInput} with `TextInputStyle.Short`.
 *
 * @param props - The field's id, label and optional limits.
 * @returns The discord.js builder.
 * @throws `TypeError` when `customId` or `label` is missing.
 */
export function ShortInput(props: ShortInputProps): TextInputBuilder {
  return build('ShortInput', props, TextInputStyle.Short);
}

/**
 * A multi-line text field of a {@link Modal}: {@link TextInput} with `TextInputStyle.Paragraph`.
 *
 * @param props - The field's id, label and optional limits.
 * @returns The discord.js builder.
 * @throws `TypeError` when `customId` or `label` is missing.
 */
export function ParagraphInput(props: ParagraphInputProps): TextInputBuilder {
  return build('ParagraphInput', props, TextInputStyle.Paragraph);
}
