import type { ActionRowBuilder, AnyComponentBuilder, TextInputBuilder } from 'discord.js';
import type { ButtonKit } from '../kits/button-kit.ts';
import type { ModalKit } from '../kits/modal-kit.ts';

/**
 * The names of the element kinds {@link CommandKitElementData} lists, as a value (for code that
 * compares or switches on them) and as the type of one name. CommandKit's JSX evaluates straight
 * to discord.js builders, so no element carries its kind: {@link isCommandKitElement} tells them
 * apart by class.
 *
 * @enum
 */
export const ElementType = Object.freeze({
  /** An action row: `ActionRowBuilder`. */
  ActionRow: 'action-row',
  /** A button with a click handler: {@link ButtonKit}. */
  Button: 'button-kit',
  /** A modal with a submit handler: {@link ModalKit}. */
  Modal: 'modal',
  /** A text input of a modal: `TextInputBuilder`. */
  TextInput: 'text-input',
} as const);

/** One element kind name: `'action-row'`, `'button-kit'`, `'modal'` or `'text-input'`. */
export type ElementType = (typeof ElementType)[keyof typeof ElementType];

/** The value an element of each kind is: the builder that `<ActionRow>`, `<Button>`, `<Modal>` and the text inputs return. */
export interface CommandKitElementData {
  /** What `<ActionRow>` returns. */
  'action-row': ActionRowBuilder<AnyComponentBuilder>;
  /** What `<Button>` returns. */
  'button-kit': ButtonKit;
  /** What `<Modal>` returns. */
  modal: ModalKit;
  /** What `<TextInput>`, `<ShortInput>` and `<ParagraphInput>` return. */
  'text-input': TextInputBuilder;
}

/**
 * The element of one kind, which is its builder itself: `CommandKitElement<'button-kit'>` is a
 * {@link ButtonKit}.
 *
 * @typeParam Type - The element kind.
 */
export type CommandKitElement<Type extends ElementType> = CommandKitElementData[Type];

/** An element of any of the kinds of {@link ElementType}: an action row, a ButtonKit, a ModalKit or a text input. */
export type AnyCommandKitElement = CommandKitElement<ElementType>;
