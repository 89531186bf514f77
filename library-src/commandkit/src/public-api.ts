// Everything the `commandkit` entry (index.ts) exports.
export { version } from './version.ts';
export { defineConfig } from './config/define-config.ts';
export { getConfig } from './config/active-config.ts';
export { loadConfig, type LoadConfigOptions } from './config/load-config.ts';
export type { CommandKitConfig, ResolvedCommandKitConfig } from './config/types.ts';
export type { CommandKitConfiguration } from './config/instance-settings.ts';

export { CommandKit, type CommandKitOptions, type PrefixResolver } from './runtime/commandkit.ts';
export type { RegisteredCommandSet, RegistrationReport } from './runtime/registration-report.ts';
export { commandkit } from './runtime/commandkit-instance.ts';
export { CommandKit as default } from './runtime/commandkit.ts';
export {
  AppCommandHandler,
  type AppCommandRunner,
  type ExternalCommandRecord,
  type ExternalMiddlewareRecord,
} from './runtime/app-command-handler.ts';
export { AppEventsHandler, type LoadedEventSummary } from './runtime/app-events-handler.ts';
export {
  CommandKitEventsChannel,
  type CommandKitEventsChannelOptions,
  type EventsChannelListener,
  type NamespacedEventsChannel,
} from './events/events-channel.ts';
export { EventsRouter, type EventsRouterOptions, type EventsTree } from './events/events-router.ts';
export type { CommandKitEventDispatch } from './events/event-dispatch.ts';
export { HMREventType, type CommandKitHMREvent } from './events/hmr-event.ts';
export { CommandRegistrar } from './runtime/command-registrar.ts';
export { MessageCommandParser, type ParsedMessageCommand } from './context/message-command-parser.ts';
export type { MessageCommandOptionsSchema } from './context/message-command-schema.ts';
export type { ContextParameters, ExecutionModeOf } from './context/context-parameters.ts';
export type { CommandKitEnvironmentInternalData } from './context/internal-environment-data.ts';
export type { CommandBuilderLike, CommandTypeData, PreparedAppCommandExecution } from './commands/command-types-1.0.ts';
export { CommandsRouter } from './router/commands-router.ts';
export type { Command, CommandsRouterOptions, Middleware, ParsedCommandData } from './router/commands-router-types.ts';
export { bootstrap, type BootstrapOptions } from './runtime/bootstrap.ts';
export { onApplicationBootstrap, type BootstrapFunction } from './runtime/application-bootstrap.ts';

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
export type { EventHandler } from './events/event-handler.ts';
export type { LoadedEvent, LoadedEventHandler } from './events/types.ts';

export {
  Context,
  type CommandKind,
  type CommandSource,
  type ContextInit,
  type ContextReplyOptions,
  type ContextSource,
  type SourceOf,
} from './context/context.ts';
export { MiddlewareContext } from './context/middleware-context.ts';
export type { CommandOptions, OptionValue } from './context/options.ts';
export { MessageOptions as MessageCommandOptions } from './context/options.ts';
export { CommandExecutionMode } from './context/execution-mode.ts';
export { isInteractionSource, isMessageSource } from './context/source-guards.ts';
export type { AnyCommandExecute, CommandContext, ResolvableCommand, RunCommand } from './context/command-types-1.0.ts';
export type {
  AutocompleteCommandContext,
  AutocompleteCommandMiddlewareContext,
  ChatInputCommandContext,
  CommandContextOptions,
  InteractionCommandContext,
  InteractionCommandMiddlewareContext,
  MessageCommandContext,
  MessageCommandMiddlewareContext,
  MessageContextMenuCommandContext,
  MessageContextMenuCommandMiddlewareContext,
  MiddlewareContextArgs,
  SlashCommandMiddlewareContext,
  UserContextMenuCommandContext,
  UserContextMenuCommandMiddlewareContext,
} from './context/context-aliases.ts';

export { after, cancelAfter, type AfterCallback } from './helpers/after.ts';
export { exitMiddleware, redirect, stopEvents, isCommandKitSignal, StopEventPropagationError } from './helpers/signals.ts';
export { rethrow } from './helpers/rethrow.ts';
export { debounce } from './helpers/debounce.ts';
export { devOnly } from './helpers/dev-only.ts';
export { onBootstrap } from './helpers/on-bootstrap.ts';
export { COMMANDKIT_BOOTSTRAP_MODE, COMMANDKIT_IS_CLI, COMMANDKIT_IS_DEV, COMMANDKIT_IS_TEST } from './helpers/run-mode.ts';
export type { AsyncFunction, GenericFunction, MaybeFalsey, MaybePromise } from './helpers/types.ts';

export { ConsoleLogger, getLogger, setLogger, type ConsoleLoggerOptions, type LogLevel } from './logger/logger.ts';
export type { CommandKitLogger, CommandKitLoggerOptions, ILogger, LoggerImpl } from './logger/types.ts';
export { DefaultLogger } from './logger/default-logger.ts';
export { createLogger } from './logger/create-logger.ts';
export { Logger, useLogger } from './logger/global-logger.ts';
export { CompilerPlugin, type SourceMapInput, type TransformParameters, type TransformResult } from './plugins/compiler-plugin.ts';
export {
  RuntimePlugin,
  type CommandRunOutcome,
  type PluginRegisterCommandsEvent,
  type PreRegisterCommandsEvent,
} from './plugins/runtime-plugin.ts';
export { CommandKitPluginRuntime } from './plugins/commandkit-plugin-runtime.ts';
export { isCompilerPlugin, isRuntimePlugin, type CommandKitPlugin, type PluginEntry } from './plugins/plugin-kinds.ts';
export { CompilerPluginRuntime, type CompiledSource, type CompilerPluginRuntimeJSON } from './plugins/compiler-runtime.ts';
export { CommonDirectiveTransformer, type CommonDirectiveTransformerOptions } from './plugins/common-directive-transformer.ts';
export type { PluginTransformParameters, TransformedResult } from './plugins/compiler-plugin.ts';
export { bootstrapCommandkitCLI, type CliParseOptions } from './cli/bootstrap-cli.ts';
export { getCurrentDirectory, getSourceDirectories } from './cli/project-directories.ts';
export { COMMANDKIT_CACHE_TAG } from './cache/cache-tag.ts';
export type { TemplateContext, TemplateHandler } from './cli/templates/template-registry.ts';
export { templateContext } from './cli/templates/template-context.ts';
export type { CommonPluginRuntime } from './plugins/common-plugin-runtime.ts';
export type { LocalizationContext } from './i18n-types.ts';

export { getContext, CommandKitEnvironment } from './context/environment.ts';
export { CommandKitEnvironmentType } from './context/environment-type.ts';
export type { CommandKitEnvironmentInit } from './context/commandkit-environment.ts';
export { exitContext, getCommandKit, isCommandWorkerContext, makeContextAwareFunction, provideContext } from './helpers/command-context.ts';
export {
  eventWorkerContext,
  getEventWorkerContext,
  isEventWorkerContext,
  runInEventWorkerContext,
  type EventWorkerContext,
} from './helpers/event-worker-context.ts';
export { useClient, useCommand, useCommandKit, useEnvironment } from './hooks.ts';
export { useAnyEnvironment, useEvent } from './hooks.ts';
export type { ParsedEvent } from './helpers/parsed-event.ts';
export {
  FeatureFlag,
  flag,
  getFlagProvider,
  getFlags,
  JsonFlagProvider,
  setFlagProvider,
  type CommandFlagContext,
  type FlagCommand,
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
export type {
  CustomEvaluationContext,
  CustomEvaluationFunction,
  DecideFunction,
  EvaluationContext,
  FlagRunner,
  IdentifyFunction,
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
export { jsx, jsxs } from './jsx/element.ts';
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
