/**
 * Components: the JSX components of message components v1 (action rows, buttons, select menus,
 * modals, text inputs) and v2 (containers, text displays, sections, thumbnails, separators, files,
 * media galleries), the kits they build with their interaction handlers, the collectors behind
 * those handlers, the JSX functions and element helpers, and {@link EventInterceptor} for
 * subscriptions to any client event. Import them from `commandkit/components` (or `commandkit`).
 *
 * @example
 * ```tsx
 * import { ActionRow, Button } from 'commandkit/components';
 *
 * const row = (
 *   <ActionRow>
 *     <Button customId="ping" onClick={(interaction) => interaction.reply('Pong!')}>
 *       Ping
 *     </Button>
 *   </ActionRow>
 * );
 * ```
 *
 * @module
 */
export { createElement, Fragment, jsx, jsxs, type FragmentProps, type FunctionComponent } from './jsx/element.ts';
export type { JSXChildren, JSXTextChildren } from './jsx/children.ts';

export { ActionRow, type ActionRowProps } from './components/v1/action-row.ts';
export { Button, type ButtonProps, type ButtonStyleName } from './components/v1/button.ts';
export { Modal, type ModalProps } from './components/v1/modal.ts';
export {
  TextInput,
  ShortInput,
  ParagraphInput,
  type BaseTextInputProps,
  type TextInputProps,
  type ShortInputProps,
  type ParagraphInputProps,
} from './components/v1/text-input.ts';
export {
  StringSelectMenu,
  StringSelectMenuOption,
  UserSelectMenu,
  RoleSelectMenu,
  ChannelSelectMenu,
  MentionableSelectMenu,
  type SelectMenuProps,
  type StringSelectMenuProps,
  type StringSelectMenuOptionProps,
  type UserSelectMenuProps,
  type RoleSelectMenuProps,
  type ChannelSelectMenuProps,
  type MentionableSelectMenuProps,
  type MentionableDefaultValue,
} from './components/v1/select-menu.ts';

export { Container, type ContainerProps } from './components/v2/container.ts';
export { TextDisplay, type TextDisplayProps } from './components/v2/text-display.ts';
export { Section, type SectionProps } from './components/v2/section.ts';
export { Thumbnail, type ThumbnailProps } from './components/v2/thumbnail.ts';
export { Separator, type SeparatorProps } from './components/v2/separator.ts';
export { File, type FileProps } from './components/v2/file.ts';
export { MediaGallery, MediaGalleryItem, type MediaGalleryProps, type MediaGalleryItemProps } from './components/v2/media-gallery.ts';

export { ButtonKit, type ButtonKitOptions, type OnButtonKitClick } from './components/kits/button-kit.ts';
export { ModalKit, type ModalKitOptions, type OnModalKitSubmit } from './components/kits/modal-kit.ts';
export {
  ChannelSelectMenuKit,
  MentionableSelectMenuKit,
  RoleSelectMenuKit,
  StringSelectMenuKit,
  UserSelectMenuKit,
  type OnChannelSelectMenuKitSelect,
  type OnMentionableSelectMenuKitSelect,
  type OnRoleSelectMenuKitSelect,
  type OnSelectMenuKitSelect,
  type OnStringSelectMenuKitSelect,
  type OnUserSelectMenuKitSelect,
  type SelectMenuKitOptions,
} from './components/kits/select-menu-kits.ts';

export { CollectorHub } from './components/collector/hub.ts';
export { Collector, type CollectorInit, type CollectorUpdate } from './components/collector/collector.ts';
export type {
  CollectorEndReason,
  CollectorHandler,
  CollectorInteractionMap,
  CollectorKind,
  CollectorOptions,
} from './components/collector/types.ts';
export type { ButtonChildrenLike, FragmentElementProps, MaybeArray, StringEncodable } from './jsx/aliases.ts';
export { ElementType, type AnyCommandKitElement, type CommandKitElement, type CommandKitElementData } from './components/elements/types.ts';
export { getElement, isCommandKitElement } from './components/elements/guards.ts';
export type { CommonSelectMenuProps } from './components/v1/select-menu.ts';
export type {
  ButtonKitPredicate,
  ChannelSelectMenuKitPredicate,
  CommandKitButtonBuilderInteractionCollectorDispatchContextData,
  CommandKitButtonBuilderOnEnd,
  CommandKitModalBuilderInteractionCollectorDispatchContextData,
  CommandKitModalBuilderOnEnd,
  CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  CommandKitSelectMenuBuilderOnEnd,
  MentionableSelectMenuKitPredicate,
  ModalKitPredicate,
  OnButtonKitEnd,
  OnModalKitEnd,
  OnSelectMenuKitEnd,
  RoleSelectMenuKitPredicate,
  SelectMenuKitPredicate,
  StringSelectMenuKitPredicate,
  UserSelectMenuKitPredicate,
} from './components/kits/handler-types.ts';
export type {
  CommandKitButtonBuilderInteractionCollectorDispatch,
  CommandKitModalBuilderInteractionCollectorDispatch,
  CommandKitSelectMenuBuilderInteractionCollectorDispatch,
  CommonBuilderKit,
  OnChannelSelectMenuKitSubmit,
  OnMentionableSelectMenuKitSubmit,
  OnRoleSelectMenuKitSubmit,
  OnSelectMenuKitSubmit,
  OnStringSelectMenuKitSubmit,
  OnUserSelectMenuKitSubmit,
  ResolveBuilderInteraction,
} from './components/kits/kit-aliases.ts';
export { EventInterceptor } from './components/interceptor/event-interceptor.ts';
export type { EventInterceptorContextData, EventInterceptorErrorHandler } from './components/interceptor/types.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
