import { join } from 'node:path';
import { CommandKitEventsChannel } from '../../src/events/events-channel.ts';
import { createEventRunner } from '../../src/events/event-runner.ts';
import { EventsRouter } from '../../src/events/events-router.ts';
import { loadEventsFromTree } from '../../src/loader/load-events.ts';
import { libraryRoot, removeTempProjects, tempProject } from '../helpers/temp-project.ts';
import { fakeCommandKit, recordingLogger } from './support.ts';

// The pieces together, as the runtime wires them: the router finds events/(custom)/<event>/, the
// loader imports its files, a runner per event listens on the events channel, and an emit runs
// the files with the event worker context and stopEvents().

afterEach(removeTempProjects);

const contextModule = JSON.stringify(join(libraryRoot, 'src', 'helpers', 'event-worker-context.ts'));
const signalsModule = JSON.stringify(join(libraryRoot, 'src', 'helpers', 'signals.ts'));

it('emitting on the channel runs the handler files of events/(namespace)/<event>/', async () => {
  const root = tempProject({
    'events/(custom)/guildMemberBoost/01-record.ts': [
      `import { getEventWorkerContext } from ${contextModule};`,
      `export default (payload: any) => {`,
      `  const { event, namespace, data } = getEventWorkerContext();`,
      `  (globalThis as any).boosts.push([event, namespace, data.listeners.length, payload.member]);`,
      `};`,
    ].join('\n'),
    'events/(custom)/guildMemberBoost/02-stop.ts': [
      `import { stopEvents } from ${signalsModule};`,
      `export default (payload: any) => { if (payload.member === 'quiet') stopEvents(); };`,
    ].join('\n'),
    'events/(custom)/guildMemberBoost/03-welcome.ts': `export const once = true;\nexport default (payload: any) => { (globalThis as any).boosts.push(['welcome', payload.member]); };`,
    'events/messageCreate/log.ts': `export default () => {};`,
  });
  const boosts: unknown[] = [];
  (globalThis as { boosts?: unknown[] }).boosts = boosts;

  const logger = recordingLogger();
  const commandkit = fakeCommandKit();
  const router = new EventsRouter({ entrypoints: [join(root, 'events')] });
  const events = await loadEventsFromTree(await router.scan(), logger);
  const channel = new CommandKitEventsChannel(commandkit, { logger, describe: (namespace, event) => router.match(event, namespace) });
  const runs: Promise<void>[] = [];
  for (const event of events.filter((entry) => entry.namespace !== null)) {
    const runner = createEventRunner({ commandkit, logger }, event);
    channel.on(event.namespace!, event.event, (...args) => void runs.push(runner.run(args)));
  }

  // Each occurrence's run is awaited before the next emit: overlapping runs interleave.
  expect(channel.to('custom').emit('guildMemberBoost', { member: 'quiet' })).toBe(true);
  await runs.at(-1);
  expect(channel.emit('custom', 'guildMemberBoost', { member: 'ada' })).toBe(true);
  await runs.at(-1);
  expect(channel.emit('custom', 'guildMemberBoost', { member: 'bob' })).toBe(true);
  await runs.at(-1);
  expect(channel.emit('custom', 'messageCreate')).toBe(false);
  expect(runs).toHaveLength(3);
  expect(boosts).toEqual([
    ['guildMemberBoost', 'custom', 3, 'quiet'],
    ['guildMemberBoost', 'custom', 3, 'ada'],
    ['welcome', 'ada'],
    ['guildMemberBoost', 'custom', 3, 'bob'],
  ]);
  expect(logger.messages('error')).toEqual([]);
});
