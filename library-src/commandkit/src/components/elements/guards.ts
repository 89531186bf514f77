import { ActionRowBuilder, TextInputBuilder } from 'discord.js';
import { describeValue } from '../../jsx/children.ts';
import { ButtonKit } from '../kits/button-kit.ts';
import { ModalKit } from '../kits/modal-kit.ts';
import { ElementType, type CommandKitElement, type CommandKitElementData } from './types.ts';

/**
 * The kind of a CommandKit element, by its class.
 *
 * @param value - Any value.
 * @returns Its {@link ElementType}, or `undefined` when it is no element.
 */
function elementTypeOf(value: unknown): ElementType | undefined {
  if (value instanceof ButtonKit) return ElementType.Button;
  if (value instanceof ModalKit) return ElementType.Modal;
  if (value instanceof ActionRowBuilder) return ElementType.ActionRow;
  if (value instanceof TextInputBuilder) return ElementType.TextInput;
  return undefined;
}

/**
 * Whether a value is one of the elements {@link ElementType} names: an `ActionRowBuilder`, a
 * {@link ButtonKit}, a {@link ModalKit} or a `TextInputBuilder`, which is what `<ActionRow>`,
 * `<Button>`, `<Modal>` and the text inputs evaluate to. Plain discord.js `ButtonBuilder`s and
 * `ModalBuilder`s are not: they cannot carry a handler.
 *
 * @param element - Any value, such as the result of a JSX expression.
 * @returns `true` when it is such an element.
 * @example
 * ```tsx
 * const children = [<Button customId="a">A</Button>, 'text'];
 * const elements = children.filter(isCommandKitElement); // the ButtonKit only
 * ```
 */
export function isCommandKitElement(element: unknown): element is CommandKitElement<ElementType> {
  return elementTypeOf(element) !== undefined;
}

/**
 * The builder behind an element. CommandKit's JSX evaluates straight to builders, with no wrapper
 * around them, so this returns the element itself once it checked it is one; it exists for 1.0
 * code, where elements were unwrapped with it.
 *
 * @typeParam T - The element kind.
 * @typeParam E - The element's type.
 * @param element - An element, such as what `<Button>` returned.
 * @returns The element's builder, that is `element`.
 * @throws `TypeError` when `element` is not a CommandKit element (see {@link isCommandKitElement}).
 */
export function getElement<T extends ElementType, E extends CommandKitElement<T>>(element: E): CommandKitElementData[T] {
  if (!isCommandKitElement(element)) {
    throw new TypeError(
      `getElement() takes a CommandKit element (an ActionRowBuilder, ButtonKit, ModalKit or TextInputBuilder), but got ${describeValue(element)}.`,
    );
  }
  return element;
}
