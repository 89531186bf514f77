export { version } from './version.ts';
export { defineConfig } from './config/define-config.ts';
export { getConfig } from './config/active-config.ts';
export { loadConfig, type LoadConfigOptions } from './config/load-config.ts';
export type { CommandKitConfig, ResolvedCommandKitConfig } from './config/types.ts';

export { CommandKit, type CommandKitOptions, type PrefixResolver } from './runtime/commandkit.ts';
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
export type { CommandKitPlugin } from './plugins/types.ts';
