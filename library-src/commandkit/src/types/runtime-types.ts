// Names of CommandKit's classes (and of LoadedCommand) for the modules those types depend on.
//
// Several classes and the modules below them refer to each other: CommandKit creates the plugin
// runtime, the collectors and the event channel, which all hold the instance; Context names
// MiddlewareContext, which extends it; a compiler plugin receives the runtime that runs it. An
// import between them in both directions, even `import type`, is an import cycle. Instead, each
// type registers itself here by declaration merging (a `declare module` block in its own module)
// and the modules below it use the names exported here, so imports only go one way.
//
// The registry is filled only when the module of a type is part of the program: true for the
// package's sources, and for the built .d.ts files because every entry file that can expose one
// of these names also loads types/runtime-classes.ts. The one import below is of plain discord.js
// types, so no cycle can pass through this module.
//
// TypeDoc shows these names as the class itself where it reads types from the checker
// (properties, parameters of functions and methods), but not in the written type of an exported
// type alias: such an alias (`type AfterCallback = (env: ...) => unknown`) names the class with a
// real import instead, from a module the class's own module does not import.
import type { ContextSource } from '../context/command-source.ts';

/**
 * The runtime classes by name, each added by the module that defines it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RuntimeTypes {}

/**
 * The context classes, generic over what triggered the command, each added by its own module.
 *
 * @typeParam Source - The interaction or message type that triggered the command, or the handler kind.
 */
// Source is used by the declarations merged into this one, which must repeat it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
export interface ContextTypes<Source extends ContextSource> {}

/**
 * The {@link CommandKit} class.
 */
export type CommandKitType = RuntimeTypes extends { CommandKit: infer T } ? T : never;

/**
 * The {@link CommandKitPluginRuntime} class.
 */
export type CommandKitPluginRuntimeType = RuntimeTypes extends { CommandKitPluginRuntime: infer T } ? T : never;

/**
 * The {@link CompilerPluginRuntime} class.
 */
export type CompilerPluginRuntimeType = RuntimeTypes extends { CompilerPluginRuntime: infer T } ? T : never;

/**
 * The {@link CollectorHub} class.
 */
export type CollectorHubType = RuntimeTypes extends { CollectorHub: infer T } ? T : never;

/**
 * The {@link MessageCommandParser} class.
 */
export type MessageCommandParserType = RuntimeTypes extends { MessageCommandParser: infer T } ? T : never;

/**
 * The {@link CommandKitEnvironment} class. (`CommandKitEnvironmentType` is taken: it is the public
 * enum of environment kinds.)
 */
export type EnvironmentInstanceType = RuntimeTypes extends { CommandKitEnvironment: infer T } ? T : never;

/**
 * The {@link FeatureFlag} class, with any value and entities.
 */
export type AnyFeatureFlagType = RuntimeTypes extends { AnyFeatureFlag: infer T } ? T : never;

/**
 * The {@link LoadedCommand} interface: what a context or an environment knows of its command.
 */
export type LoadedCommandType = RuntimeTypes extends { LoadedCommand: infer T } ? T : never;

/**
 * The {@link Context} class.
 *
 * @typeParam Source - The interaction or message type that triggered the command.
 */
export type ContextType<Source extends ContextSource = ContextSource> = ContextTypes<Source> extends { Context: infer T } ? T : never;

/**
 * The {@link MiddlewareContext} class.
 *
 * @typeParam Source - The interaction or message type that triggered the command.
 */
export type MiddlewareContextType<Source extends ContextSource = ContextSource> =
  ContextTypes<Source> extends { MiddlewareContext: infer T } ? T : never;
