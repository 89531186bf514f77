export { version } from './version.ts';
export { defineConfig } from './config/define-config.ts';
export { getConfig } from './config/active-config.ts';
export { loadConfig, type LoadConfigOptions } from './config/load-config.ts';
export type { CommandKitConfig, ResolvedCommandKitConfig } from './config/types.ts';

export {
  CommandKit,
  type CommandKitOptions,
  type PrefixResolver,
  type RegisteredCommandSet,
  type RegistrationReport,
} from './runtime/commandkit.ts';
export { bootstrap, type BootstrapOptions } from './runtime/bootstrap.ts';
export { onApplicationBootstrap, type BootstrapFunction } from './runtime/lifecycle.ts';

export type {
  AutocompleteCommand,
  ChatInputCommand,
  CommandData,
  CommandDataBuilder,
  CommandHandlers,
  CommandMetadata,
  CommandModule,
  HandlerResult,
  LoadedCommand,
  LoadedMiddleware,
  MessageCommand,
  MessageContextMenuCommand,
  MiddlewareModule,
  MiddlewareScope,
  UserContextMenuCommand,
} from './commands/types.ts';
export type { RegistrationRest } from './commands/registration.ts';
export type { EventHandler, LoadedEventHandler } from './events/types.ts';

export { Context, type CommandKind, type CommandSource, type ContextInit, type ContextReplyOptions } from './context/context.ts';
export { MiddlewareContext } from './context/middleware-context.ts';
export type { CommandOptions, OptionValue } from './context/options.ts';

export { after, type AfterCallback } from './helpers/after.ts';
export { exitMiddleware, redirect, stopEvents, isCommandKitSignal } from './helpers/signals.ts';

export { ConsoleLogger, getLogger, setLogger, type ConsoleLoggerOptions, type Logger, type LogLevel } from './logger/logger.ts';
export {
  CompilerPlugin,
  type SourceMapInput,
  type TransformParameters,
  type TransformResult,
} from './plugins/compiler-plugin.ts';
export {
  RuntimePlugin,
  type CommandRunOutcome,
  type PluginDispatchEvent,
  type PluginInteractionEvent,
  type PluginMessageEvent,
  type PluginRegisterCommandsEvent,
} from './plugins/runtime-plugin.ts';
export { isCompilerPlugin, isRuntimePlugin, type CommandKitPlugin, type PluginEntry } from './plugins/plugin-kinds.ts';
export { CompilerPluginRuntime, type CompiledSource } from './plugins/compiler-runtime.ts';

export { getContext, type CommandKitEnvironment } from './context/environment.ts';
export { useClient, useCommand, useCommandKit, useEnvironment } from './hooks.ts';
export {
  FeatureFlag,
  flag,
  getFlagProvider,
  getFlags,
  JsonFlagProvider,
  setFlagProvider,
  type CommandFlagContext,
  type ComponentFlagContext,
  type EventFlagContext,
  type FeatureFlagDefinition,
  type FlagConfiguration,
  type FlagContextBase,
  type FlagDecideFunction,
  type FlagDecisionInput,
  type FlagEvaluationContext,
  type FlagIdentifyFunction,
  type FlagProvider,
  type FlagRunOptions,
} from './flag.ts';
export { CollectorHub } from './components/collector/hub.ts';
export { Collector, type CollectorInit, type CollectorUpdate } from './components/collector/collector.ts';
export type {
  CollectorEndReason,
  CollectorHandler,
  CollectorInteractionMap,
  CollectorKind,
  CollectorOptions,
} from './components/collector/types.ts';
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

export { createElement, Fragment, type FragmentProps, type FunctionComponent } from './jsx/element.ts';
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
