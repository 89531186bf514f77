import type { EventRunner } from './event-runner.ts';
import type { EventsChannelListener } from './events-channel.ts';

/** An emitter the runners listen on: the discord.js client, for client events. */
export interface RunnerEmitter {
  /** Adds a listener. */
  on(event: string, listener: EventsChannelListener): unknown;
  /** Removes a listener. */
  off(event: string, listener: EventsChannelListener): unknown;
}

/** A namespaced emitter the runners listen on: the events channel, for custom events. */
export interface RunnerChannel {
  /** Adds a listener of an event of a namespace. */
  on(namespace: string, event: string, listener: EventsChannelListener): unknown;
  /** Removes it. */
  off(namespace: string, event: string, listener: EventsChannelListener): unknown;
}

/**
 * Makes each runner run on its event: client events on `client`, namespaced events on
 * `channel`. A runner whose once-only handlers have all run stops listening.
 *
 * @param runners - One runner per event.
 * @param targets - The client and the events channel.
 * @returns A function removing every listener added here (calling it again does nothing).
 * @internal
 */
export function listenWithRunners(
  runners: readonly EventRunner[],
  targets: { readonly client: RunnerEmitter; readonly channel: RunnerChannel },
): () => void {
  const removers = new Set<() => void>();
  for (const runner of runners) {
    const { event, namespace } = runner.event;
    const listener = (...args: unknown[]) => {
      void runner.run(args).then(() => {
        if (runner.exhausted) remove();
      });
    };
    const remove = () => {
      if (!removers.delete(remove)) return;
      if (namespace === null) targets.client.off(event, listener);
      else targets.channel.off(namespace, event, listener);
    };
    if (namespace === null) targets.client.on(event, listener);
    else targets.channel.on(namespace, event, listener);
    removers.add(remove);
  }
  return () => {
    for (const remove of [...removers]) remove();
  };
}
