import { join } from 'node:path';
import { loadEvents } from '../../src/loader/load-events.ts';
import { emitMessage, ids } from './support/discord.ts';
import { appProject, importCommandKit } from './support/project.ts';
import { cleanUp, harness, recordingLogger, resetCalls } from './support/runtime.ts';

afterEach(cleanUp);

const handler = (label: string, body = '') =>
  `${importCommandKit('stopEvents, after')}\nexport default async function (...args: any[]) { (globalThis as any).calls.push(['${label}', args.length]); ${body} }`;

describe('loadEvents', () => {
  it('loads handlers per event directory in file-name order', async () => {
    const appDir = appProject({
      'events/messageCreate/b.ts': handler('b'),
      'events/messageCreate/02-second.ts': handler('02'),
      'events/messageCreate/01-first.ts': handler('01'),
      'events/messageCreate/_private.ts': `throw new Error('not loaded');`,
      'events/guildCreate/join.cjs': `module.exports = function () {};`,
    });
    const events = await loadEvents(join(appDir, 'events'), recordingLogger());
    expect([...events.keys()]).toEqual(['guildCreate', 'messageCreate']);
    expect(events.get('messageCreate')!.map((entry) => entry.file)).toEqual(
      ['01-first.ts', '02-second.ts', 'b.ts'].map((name) => join(appDir, 'events', 'messageCreate', name)),
    );
  });

  it('warns about a directory that is not a discord.js event, suggesting the right case', async () => {
    const logger = recordingLogger();
    await loadEvents(join(appProject({ 'events/messagecreate/a.ts': handler('a') }), 'events'), logger);
    expect(logger.messages('warn')).toEqual([
      'events/messagecreate is not a discord.js client event (did you mean messageCreate?): its handlers run only if something emits "messagecreate" on the client.',
    ]);
  });

  it('loads the deprecated ready event with a warning naming clientReady, and suggests clientReady for Ready', async () => {
    // Two projects: ready/ and Ready/ would be one directory on a case-insensitive file system.
    const logger = recordingLogger();
    const events = await loadEvents(join(appProject({ 'events/ready/a.ts': handler('a') }), 'events'), logger);
    expect([...events.keys()]).toEqual(['ready']);
    await loadEvents(join(appProject({ 'events/Ready/b.ts': handler('b') }), 'events'), logger);
    expect(logger.messages('warn')).toEqual([
      'events/ready: ready is deprecated in discord.js 14.28: use clientReady. Its handlers still run; rename the directory to events/clientReady.',
      'events/Ready is not a discord.js client event (did you mean clientReady?): its handlers run only if something emits "Ready" on the client.',
    ]);
  });

  it('rejects handler files outside an event directory and files without a default export', async () => {
    const loose = appProject({ 'events/ready.ts': handler('x') });
    await expect(loadEvents(join(loose, 'events'), recordingLogger())).rejects.toThrow(
      `The event file ${join(loose, 'events', 'ready.ts')} is not in an event directory. Move it to events/<event name>/, such as events/messageCreate/ready.ts.`,
    );
    const named = appProject({ 'events/clientReady/log.ts': `export function log() {}` });
    await expect(loadEvents(join(named, 'events'), recordingLogger())).rejects.toThrow(
      `The event file ${join(named, 'events', 'clientReady', 'log.ts')} must default-export a function`,
    );
  });
});

describe('event dispatch', () => {
  it('runs the handlers in order with the event arguments, the client and CommandKit', async () => {
    const calls = resetCalls();
    const { commandkit, client } = await harness({
      'events/custom/02-b.ts': handler('b'),
      'events/custom/01-a.ts': `export default (value: number, c: any, kit: any) => { (globalThis as any).calls.push(['a', value, c === kit.client]); };`,
    });
    await commandkit.dispatchEvent('custom', [42]);
    expect(calls).toEqual([
      ['a', 42, true],
      ['b', 3],
    ]);
    expect(client.listenerCount('custom')).toBe(1);
  });

  it('stopEvents() skips the remaining handlers of that dispatch only', async () => {
    const calls = resetCalls();
    const { commandkit } = await harness({
      'events/custom/1.ts': handler('1'),
      'events/custom/2.ts': handler('2', `if (args[0] === 'stop') { stopEvents(); } (globalThis as any).calls.push('2 went on');`),
      'events/custom/3.ts': handler('3'),
    });
    await commandkit.dispatchEvent('custom', ['stop']);
    expect(calls).toEqual([
      ['1', 3],
      ['2', 3],
    ]);
    calls.length = 0;
    await commandkit.dispatchEvent('custom', ['go']);
    expect(calls).toEqual([['1', 3], ['2', 3], '2 went on', ['3', 3]]);
  });

  it('logs a failing handler, naming its file, and runs the next; after() runs once all are done', async () => {
    const calls = resetCalls();
    const { commandkit, logger, appDir } = await harness({
      'events/custom/1.ts': handler('1', `after(() => (globalThis as any).calls.push('after'));`),
      'events/custom/2.ts': `export default () => { throw new Error('handler broke'); };`,
      'events/custom/3.ts': handler('3'),
    });
    await commandkit.dispatchEvent('custom', []);
    expect(calls).toEqual([['1', 2], ['3', 2], 'after']);
    expect(logger.messages('error')).toEqual([`The custom handler ${join(appDir, 'events', 'custom', '2.ts')} failed.`]);
    expect((logger.lines.find(([level]) => level === 'error')![2] as Error).message).toBe('handler broke');
  });

  it('receives events the client emits from gateway packets', async () => {
    const calls = resetCalls();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    (globalThis as { done?: () => void }).done = done;
    const { client } = await harness({
      'events/messageCreate/log.ts': `export default (message: any) => { (globalThis as any).calls.push(message.content, message.author.id); (globalThis as any).done(); };`,
    });
    emitMessage(client, { content: 'hello there' });
    await finished;
    expect(calls).toEqual(['hello there', ids.user]);
  });
});
