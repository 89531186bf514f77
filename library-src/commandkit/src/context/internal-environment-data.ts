// CommandKit 1.0's name for the state a run's environment keeps. Types only: nothing here runs.
import type { GenericFunction } from '../helpers/types.ts';
import type { CommandKitEnvironment } from './commandkit-environment.ts';
import type { Context } from './context.ts';
import type { CommandKitEnvironmentType } from './environment-type.ts';

/**
 * The state of a run, as a {@link CommandKitEnvironment} keeps it: what ran, its timing and
 * failure, its variables and the functions deferred to its end. Read it through the
 * environment's methods (`getExecutionTime()`, `getExecutionError()`, `variables` ...); the shape
 * is kept for code typed against 1.0.
 */
export interface CommandKitEnvironmentInternalData {
  /** What the environment was created for, once set. */
  type: CommandKitEnvironmentType | null;
  /** The command's context, once its options are read. */
  context: Context | null;
  /** The run's failure, if it failed. */
  executionError: Error | null;
  /** The label of the run's timing mark, such as `command:ping`. */
  marker: string;
  /** When the run started, in milliseconds (`performance.now()`). */
  markStart: number;
  /** When the run ended, in milliseconds (`performance.now()`). */
  markEnd: number;
  /** Values shared by the code of the run. */
  // `any`, as in 1.0: each key holds whatever its owner puts there.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  variables: Map<string, any>;
  /** The functions deferred to the run's end with `after()`, by id. */
  deferredFunctions: Map<string, GenericFunction<[CommandKitEnvironment]>>;
}
