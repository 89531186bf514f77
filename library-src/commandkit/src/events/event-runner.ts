// Runs the handler files of one event, client or namespaced, for each occurrence: the plugins'
// willEmitEvent round first, then each handler in order inside the event worker context and the
// run's environment (so after(), getContext() and the hooks work), with stopEvents(), once-only
// handlers and per-handler failure logging. The runtime binds one runner per loaded event to the
// client or to the events channel; everything it needs is passed in.
import { createEnvironment } from '../context/environment.ts';
import { runDispatch } from '../helpers/dispatch-scope.ts';
import { runInEventWorkerContext, type EventWorkerContext } from '../helpers/event-worker-context.ts';
import type { ParsedEvent } from '../helpers/parsed-event.ts';
import { StopEventPropagationError } from '../helpers/signals.ts';
import type { CommandKitLogger } from '../logger/types.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import type { CommandKitEventDispatch, PendingEventDispatch, WillEmitEvent } from './event-dispatch.ts';
import type { LoadedEvent, LoadedEventHandler } from './types.ts';

/**
 * What an event runner needs from the running bot.
 *
 * @internal
 */
export interface EventRunnerDeps {
  /** The bot: handlers receive its client and itself after the event's arguments. */
  readonly commandkit: CommandKitType;
  /** Where failing handlers are logged. */
  readonly logger: CommandKitLogger;
  /**
   * Offers each occurrence to the runtime plugins before the handlers run (see
   * {@link willEmitEventThroughPlugins}); left out, no plugin is asked.
   */
  readonly willEmitEvent?: WillEmitEvent;
}

/**
 * Runs the handlers of one loaded event.
 *
 * @internal
 */
export interface EventRunner {
  /** The event and its handlers. */
  readonly event: LoadedEvent;
  /**
   * Handles one occurrence of the event. It never rejects: failures are logged.
   *
   * @param args - The arguments the event was emitted with.
   */
  run(args: readonly unknown[]): Promise<void>;
  /**
   * Whether every handler is a once-only handler that already ran, so the event has nothing
   * left to run: the runtime may stop listening for it.
   */
  readonly exhausted: boolean;
}

/**
 * Creates the runner of one event. For each occurrence it:
 *
 * 1. skips the once-only handlers (files exporting `once = true`) that already ran;
 * 2. hands a {@link CommandKitEventDispatch} to `deps.willEmitEvent`, whose plugins may change
 *    the arguments;
 * 3. runs the handlers in order with the arguments, the client and the CommandKit instance, each
 *    inside the event worker context and the run's environment. A handler that throws is logged
 *    with its file and the next one runs; `stopEvents()` skips the handlers after it, for this
 *    occurrence (a once-only handler skipped that way runs on a later occurrence).
 *
 * A once-only handler runs at most once, even when occurrences overlap, and counts as run
 * whether it succeeded or threw.
 *
 * @param deps - The bot, the logger and the plugins' hook.
 * @param event - The event and its handlers, in the order they run.
 * @returns The runner.
 * @internal
 */
export function createEventRunner(deps: EventRunnerDeps, event: LoadedEvent): EventRunner {
  const spent = new Set<LoadedEventHandler>();
  const name = event.namespace === null ? event.event : `(${event.namespace})/${event.event}`;
  const label =
    event.namespace === null ? `the event "${event.event}"` : `the event "${event.event}" of the namespace "${event.namespace}"`;

  const run = async (args: readonly unknown[]): Promise<void> => {
    const pending = event.handlers.filter((handler) => !spent.has(handler));
    if (pending.length === 0) return;
    const { commandkit, logger } = deps;
    const metadata: ParsedEvent = {
      event: event.event,
      path: event.path,
      listeners: event.handlers.map((handler) => handler.file),
      namespace: event.namespace,
    };
    const once = pending.every((handler) => handler.once === true);
    const finalArgs = await offerToPlugins(deps, { name: event.event, namespace: event.namespace, once, metadata, args: [...args] }, label);
    const context: EventWorkerContext = {
      event: event.event,
      namespace: event.namespace,
      data: metadata,
      commandkit,
      arguments: finalArgs,
    };
    await runDispatch(
      label,
      async () => {
        for (const handler of pending) {
          if (handler.once === true) {
            // Claimed before it runs, so an overlapping occurrence cannot run it too.
            if (spent.has(handler)) continue;
            spent.add(handler);
          }
          try {
            await runInEventWorkerContext(context, () => handler.handler(...finalArgs, commandkit.client, commandkit));
          } catch (error) {
            if (error instanceof StopEventPropagationError) {
              logger.debug(`The ${name} handler ${handler.file} called stopEvents(): the handlers after it did not run.`);
              break;
            }
            logger.error(`The ${name} handler ${handler.file} failed.`, error);
          }
        }
      },
      createEnvironment(commandkit, 'event', { event: event.event, args: finalArgs }),
    );
  };

  return {
    event,
    run: (args) => run(args).catch((error: unknown) => deps.logger.error(`Handling ${label} failed.`, error)),
    get exhausted() {
      return event.handlers.every((handler) => spent.has(handler));
    },
  };
}

/** Asks the plugins about one occurrence; resolves to the arguments the handlers get. */
async function offerToPlugins(deps: EventRunnerDeps, fields: Omit<CommandKitEventDispatch, 'accept'>, label: string): Promise<unknown[]> {
  if (!deps.willEmitEvent) return fields.args;
  const original = [...fields.args];
  let accepted = false;
  const dispatch: PendingEventDispatch = {
    ...fields,
    accept: () => void (accepted = true),
    get accepted() {
      return accepted;
    },
  };
  try {
    await deps.willEmitEvent(dispatch);
  } catch (error) {
    deps.logger.error(`A plugin's willEmitEvent failed for ${label}; its handlers run with the arguments as they stand.`, error);
  }
  if (!Array.isArray(dispatch.args)) {
    deps.logger.error(
      `A plugin's willEmitEvent set event.args of ${label} to something other than an array; its handlers run with the arguments it was emitted with.`,
    );
    return original;
  }
  return dispatch.args;
}

/**
 * Builds the `willEmitEvent` of {@link EventRunnerDeps} from the plugin list: each plugin, in
 * order, until one calls `accept()`.
 *
 * @param plugins - The plugins, read at every occurrence (so plugins added later are asked).
 * @param call - Calls one plugin's hook, reporting its failure itself (as `callHook` does); a
 * failure it lets through ends the round and is logged by the runner.
 * @returns The hook for the runner.
 * @internal
 *
 * @example
 * ```ts
 * const willEmitEvent = willEmitEventThroughPlugins(
 *   () => runtime.list,
 *   (plugin, event) => callHook(logger, plugin, 'willEmitEvent', () => plugin.willEmitEvent(runtime, event)),
 * );
 * ```
 */
export function willEmitEventThroughPlugins<P>(
  plugins: () => Iterable<P>,
  call: (plugin: P, event: CommandKitEventDispatch) => unknown,
): WillEmitEvent {
  return async (dispatch) => {
    for (const plugin of [...plugins()]) {
      if (dispatch.accepted) return;
      await call(plugin, dispatch);
    }
  };
}
