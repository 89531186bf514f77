// commandkit/events: useEvents() gives the running bot's loaded event handlers.
import { useEvents } from '../src/events.ts';
import { cleanUp, harness } from './runtime/support/runtime.ts';

afterEach(cleanUp);

describe('commandkit/events', () => {
  it("returns the running instance's event handlers by event name", async () => {
    const { commandkit } = await harness({
      'events/messageCreate/01-log.ts': 'export default () => {};',
      'events/messageCreate/02-count.ts': 'export default () => {};',
      'events/guildCreate/hello.ts': 'export default () => {};',
    });
    const events = useEvents();
    expect(events).toBe(commandkit.events);
    expect([...events.keys()].sort()).toEqual(['guildCreate', 'messageCreate']);
    expect(events.get('messageCreate')?.map((handler) => handler.file.split(/[\\/]/).pop())).toEqual(['01-log.ts', '02-count.ts']);
  });

  it('throws when no CommandKit instance runs', () => {
    expect(() => useEvents()).toThrow(/No CommandKit instance is running/);
  });
});
