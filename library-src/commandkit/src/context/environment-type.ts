// Kept as an enum, as in CommandKit 1.0, so code comparing `env.getType()` against it runs
// unchanged. This module imports nothing.

/**
 * What a {@link CommandKitEnvironment} was created for, as {@link CommandKitEnvironment.getType}
 * reports it. CommandKit sets it for command runs; {@link CommandKitEnvironment.kind} tells every
 * kind of run apart, events and component handlers included.
 */
export enum CommandKitEnvironmentType {
  /** A command run: its middleware, its handler and the functions they scheduled with `after()`. */
  CommandHandler = 'COMMAND_HANDLER',
}
