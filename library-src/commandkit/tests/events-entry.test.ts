// commandkit/events: useEvents() gives the running bot's events channel, through which code emits
// the custom events that `events/(namespace)/<event>/` files handle.
import { CommandKitEventsChannel } from '../src/index.ts';
import { useEvents } from '../src/events.ts';
import { cleanUp, harness, resetCalls } from './runtime/support/runtime.ts';

afterEach(cleanUp);

describe('commandkit/events', () => {
  it("returns the running instance's events channel, which runs the handlers of a namespace folder in order", async () => {
    const calls = resetCalls();
    const { commandkit } = await harness({
      'events/(shop)/purchase/01-log.ts':
        'export default (item, client, commandkit) => { globalThis.calls.push(["log", item, typeof client, commandkit.constructor.name]); };',
      'events/(shop)/purchase/02-thank.ts':
        'export default (item) => { globalThis.calls.push(["thank", item]); globalThis.purchased?.(); };',
      'events/guildCreate/hello.ts': 'export default () => {};',
    });
    const events = useEvents();
    expect(events).toBe(commandkit.events);
    expect(events).toBeInstanceOf(CommandKitEventsChannel);
    expect(commandkit.eventHandler.get('purchase', 'shop')?.map((handler) => handler.file.split(/[\\/]/).pop())).toEqual([
      '01-log.ts',
      '02-thank.ts',
    ]);
    // Only client events are client listeners; a namespaced event with a client event's name would not fire on the client.
    expect([...commandkit.eventHandlers.keys()]).toEqual(['guildCreate']);

    // The last handler of the folder says when the handlers are done.
    const done = new Promise<void>((resolve) => ((globalThis as { purchased?: () => void }).purchased = resolve));
    expect(events.to('shop').emit('purchase', 'sword')).toBe(true);
    await done;
    expect(calls).toEqual([
      ['log', 'sword', 'object', 'CommandKit'],
      ['thank', 'sword'],
    ]);
  });

  it('throws when no CommandKit instance runs', () => {
    expect(() => useEvents()).toThrow(/No CommandKit instance is running/);
  });
});
