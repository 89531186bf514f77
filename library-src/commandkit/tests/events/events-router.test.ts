import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EventsRouter } from '../../src/events/events-router.ts';
import { removeTempProjects, tempProject } from '../helpers/temp-project.ts';

afterEach(removeTempProjects);

const handler = 'export default function () {}';

describe('EventsRouter', () => {
  it('scans client and namespaced events into a tree keyed by name and <namespace>:<name>', async () => {
    const root = tempProject({
      'events/messageCreate/b.ts': handler,
      'events/messageCreate/a.ts': handler,
      'events/(custom)/messageCreate/x.ts': handler,
      'events/(custom)/guildMemberBoost/thank.ts': handler,
      'events/_private/a.ts': handler,
    });
    const dir = join(root, 'events');
    const router = new EventsRouter({ entrypoints: [dir] });
    const tree = await router.scan();
    expect(tree).toEqual({
      'custom:guildMemberBoost': {
        event: 'guildMemberBoost',
        namespace: 'custom',
        path: join(dir, '(custom)', 'guildMemberBoost'),
        listeners: [join(dir, '(custom)', 'guildMemberBoost', 'thank.ts')],
      },
      'custom:messageCreate': {
        event: 'messageCreate',
        namespace: 'custom',
        path: join(dir, '(custom)', 'messageCreate'),
        listeners: [join(dir, '(custom)', 'messageCreate', 'x.ts')],
      },
      messageCreate: {
        event: 'messageCreate',
        namespace: null,
        path: join(dir, 'messageCreate'),
        listeners: ['a.ts', 'b.ts'].map((name) => join(dir, 'messageCreate', name)),
      },
    });
    expect(router.toJSON()).toEqual(tree);
    // A custom event of the same name does not hide the client event.
    expect(router.match('messageCreate')?.namespace).toBeNull();
    expect(router.match('messageCreate', 'custom')?.listeners).toEqual([join(dir, '(custom)', 'messageCreate', 'x.ts')]);
    expect(router.match('custom:guildMemberBoost')).toEqual(tree['custom:guildMemberBoost']);
    expect(router.match('guildMemberBoost')).toBeNull();
  });

  it('merges an event found in several entrypoints, in entrypoint order, keeping the first path', async () => {
    const app = join(tempProject({ 'events/messageCreate/app.ts': handler }), 'events');
    const legacy = join(tempProject({ 'events/messageCreate/legacy.ts': handler, 'events/guildCreate/hello.ts': handler }), 'events');
    const router = new EventsRouter({ entrypoints: [app] });
    router.addEntrypoints([legacy, app]);
    expect(router.entrypoints).toEqual([app, legacy]);
    const tree = await router.scan();
    expect(tree.messageCreate).toEqual({
      event: 'messageCreate',
      namespace: null,
      path: join(app, 'messageCreate'),
      listeners: [join(app, 'messageCreate', 'app.ts'), join(legacy, 'messageCreate', 'legacy.ts')],
    });
    expect(Object.keys(tree).sort()).toEqual(['guildCreate', 'messageCreate']);
  });

  it('reload() sees changes; clear() forgets; toJSON() hands out copies', async () => {
    const dir = join(tempProject({ 'events/messageCreate/a.ts': handler }), 'events');
    const router = new EventsRouter({ entrypoints: [dir] });
    await router.scan();
    router.toJSON().messageCreate.listeners.push('/elsewhere.ts');
    expect(router.match('messageCreate')?.listeners).toEqual([join(dir, 'messageCreate', 'a.ts')]);
    mkdirSync(join(dir, '(jobs)', 'tick'), { recursive: true });
    writeFileSync(join(dir, '(jobs)', 'tick', 'run.ts'), handler);
    rmSync(join(dir, 'messageCreate'), { recursive: true });
    expect(Object.keys(await router.reload())).toEqual(['jobs:tick']);
    expect(router.match('messageCreate')).toBeNull();
    router.clear();
    expect(router.match('tick', 'jobs')).toBeNull();
    expect(router.toJSON()).toEqual({});
  });

  it('keeps the last scan when a scan finds a bad layout', async () => {
    const dir = join(tempProject({ 'events/messageCreate/a.ts': handler }), 'events');
    const router = new EventsRouter({ entrypoints: [dir] });
    await router.scan();
    mkdirSync(join(dir, '()'));
    await expect(router.scan()).rejects.toThrow(`The namespace directory ${join(dir, '()')} has no name`);
    expect(router.match('messageCreate')).not.toBeNull();
  });

  it('isValidPath() tells whether every entrypoint is a directory; a missing one scans as empty', async () => {
    const root = tempProject({ 'events/messageCreate/a.ts': handler, 'file.txt': 'x' });
    const router = new EventsRouter({ entrypoints: [join(root, 'events')] });
    expect(router.isValidPath()).toBe(true);
    router.addEntrypoints([join(root, 'missing')]);
    expect(router.isValidPath()).toBe(false);
    expect(Object.keys(await router.scan())).toEqual(['messageCreate']);
    expect(new EventsRouter({ entrypoints: [join(root, 'file.txt')] }).isValidPath()).toBe(false);
  });

  it('rejects an entrypoint that is a file, and a client event directory whose key a namespaced one has', async () => {
    const root = tempProject({ 'file.txt': 'x', 'events/custom:boost/a.ts': handler, 'events/(custom)/boost/b.ts': handler });
    await expect(new EventsRouter({ entrypoints: [join(root, 'file.txt')] }).scan()).rejects.toThrow(
      `The events directory ${join(root, 'file.txt')} is a file: point CommandKit at the directory that holds the event directories.`,
    );
    await expect(new EventsRouter({ entrypoints: [join(root, 'events')] }).scan()).rejects.toThrow(
      `The events directories ${join(root, 'events', '(custom)', 'boost')} and ${join(root, 'events', 'custom:boost')} both have the key "custom:boost": rename the one with ":" in its name.`,
    );
  });

  it('resolves relative entrypoints and rejects bad options with a one-line error', () => {
    expect(new EventsRouter({ entrypoints: ['src/app/events'] }).entrypoints).toEqual([resolve('src/app/events')]);
    expect(() => new EventsRouter({ entrypoints: [] })).toThrow(
      "An EventsRouter needs at least one events directory: new EventsRouter({ entrypoints: ['<app>/events'] }).",
    );
    expect(() => new EventsRouter({} as never)).toThrow('An EventsRouter needs at least one events directory');
    expect(() => new EventsRouter({ entrypoints: [''] })).toThrow(
      new TypeError('EventsRouter entrypoints are directory paths (strings), got "".'),
    );
  });
});
