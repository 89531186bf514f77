import { Collection } from 'discord.js';
import { join } from 'node:path';
import { loadCommands } from '../../src/loader/load-commands.ts';
import { CommandsRouter } from '../../src/router/commands-router.ts';
import type { ParsedCommandData } from '../../src/router/commands-router-types.ts';
import { removeTempProjects } from '../helpers/temp-project.ts';
import { appProject, commandFile } from '../runtime/support/project.ts';

afterEach(removeTempProjects);

const middlewareFile = 'export function beforeExecute() {}';

/** A commands directory with categories, nesting and every kind of middleware. */
function fixture(): string {
  const app = appProject({
    'commands/+global-middleware.ts': middlewareFile,
    'commands/ping.ts': commandFile('ping'),
    'commands/(Fun)/+middleware.ts': middlewareFile,
    'commands/(Fun)/joke.ts': commandFile('joke'),
    'commands/(Fun)/games/(Dice)/roll.ts': commandFile('roll'),
    'commands/(Fun)/games/(Dice)/+roll.middleware.ts': middlewareFile,
    'commands/admin/+middleware.ts': middlewareFile,
    'commands/admin/+ban.middleware.ts': middlewareFile,
    'commands/admin/ban.ts': commandFile('ban'),
    'commands/_drafts/wip.ts': `throw new Error('private files are not read');`,
    'commands/notes.md': '# not a module',
  });
  return join(app, 'commands');
}

/** Each command's relative path, category and middleware chain (as relative paths), from router data. */
function summary(data: ParsedCommandData) {
  return Object.values(data.commands).map((command) => ({
    path: command.relativePath,
    category: command.category,
    middleware: command.middlewares.map((id) => data.middlewares[id]!.relativePath),
  }));
}

describe('CommandsRouter.scan', () => {
  it('finds commands with their category and middleware chain, and the middleware files', async () => {
    const dir = fixture();
    const router = new CommandsRouter({ entrypoint: dir });
    const data = await router.scan();
    expect(summary(data)).toEqual([
      {
        path: '(Fun)/games/(Dice)/roll.ts',
        category: 'Dice',
        middleware: ['+global-middleware.ts', '(Fun)/+middleware.ts', '(Fun)/games/(Dice)/+roll.middleware.ts'],
      },
      { path: '(Fun)/joke.ts', category: 'Fun', middleware: ['+global-middleware.ts', '(Fun)/+middleware.ts'] },
      { path: 'admin/ban.ts', category: null, middleware: ['+global-middleware.ts', 'admin/+middleware.ts', 'admin/+ban.middleware.ts'] },
      { path: 'ping.ts', category: null, middleware: ['+global-middleware.ts'] },
    ]);
    const roll = Object.values(data.commands)[0]!;
    expect(roll).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'roll',
      path: join(dir, '(Fun)', 'games', '(Dice)', 'roll.ts'),
      relativePath: '(Fun)/games/(Dice)/roll.ts',
      parentPath: join(dir, '(Fun)', 'games', '(Dice)'),
      category: 'Dice',
      middlewares: expect.any(Array),
    });
    expect(
      Object.values(data.middlewares).map(({ name, relativePath, parentPath, global, command }) => ({
        name,
        relativePath,
        parentPath,
        global,
        command,
      })),
    ).toEqual([
      { name: '+global-middleware', relativePath: '+global-middleware.ts', parentPath: dir, global: true, command: null },
      { name: '+middleware', relativePath: '(Fun)/+middleware.ts', parentPath: join(dir, '(Fun)'), global: false, command: null },
      { name: '+middleware', relativePath: 'admin/+middleware.ts', parentPath: join(dir, 'admin'), global: false, command: null },
      {
        name: '+roll.middleware',
        relativePath: '(Fun)/games/(Dice)/+roll.middleware.ts',
        parentPath: join(dir, '(Fun)', 'games', '(Dice)'),
        global: false,
        command: 'roll',
      },
      { name: '+ban.middleware', relativePath: 'admin/+ban.middleware.ts', parentPath: join(dir, 'admin'), global: false, command: 'ban' },
    ]);
    for (const [id, record] of [...Object.entries(data.commands), ...Object.entries(data.middlewares)]) expect(record.id).toBe(id);
  });

  it('agrees with loadCommands on the same directory', async () => {
    const dir = fixture();
    const data = await new CommandsRouter({ entrypoint: dir }).scan();
    const loaded = await loadCommands(dir);
    const byPath = new Map(Object.values(data.commands).map((command) => [command.path, command]));
    // The same files, in the same order.
    expect([...loaded.values()].map((command) => command.file)).toEqual([...byPath.keys()]);
    for (const command of loaded.values()) {
      const record = byPath.get(command.file)!;
      expect({ name: record.name, category: record.category }).toEqual({ name: command.name, category: command.category ?? null });
      expect(record.middlewares.map((id) => data.middlewares[id]!.path)).toEqual(command.middleware.map((middleware) => middleware.file));
      expect(record.middlewares.map((id) => data.middlewares[id]!.global)).toEqual(
        command.middleware.map((middleware) => middleware.scope === 'global'),
      );
    }
  });

  it.each([
    ['an unknown + file', { 'commands/+helpers.ts': '' }, /^Unknown special file .*\+helpers\.ts\. Names starting with \+ are middleware/],
    [
      'a global middleware below the top',
      { 'commands/admin/+global-middleware.ts': middlewareFile },
      /^The global middleware file .* must be directly in /,
    ],
    [
      'two files of one role',
      { 'commands/+middleware.ts': middlewareFile, 'commands/+middleware.js': middlewareFile },
      /^Two files play the same middleware role: /,
    ],
    [
      'a command middleware without its command',
      { 'commands/+ghost.middleware.ts': middlewareFile },
      /^The middleware file .* is for the command file "ghost", but .* has no such command file\./,
    ],
  ])('rejects %s with the error loadCommands gives', async (_what, files, pattern) => {
    const dir = join(appProject({ 'commands/ping.ts': commandFile('ping'), ...files }), 'commands');
    const fromRouter = await new CommandsRouter({ entrypoint: dir }).scan().then(
      () => undefined,
      (error: Error) => error,
    );
    const fromLoader = await loadCommands(dir).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(fromRouter?.message).toMatch(pattern);
    expect(fromRouter?.message).not.toContain('\n');
    expect(fromRouter?.message).toBe(fromLoader?.message);
  });

  it('keeps the ids of the same files across scans and routers, and the last records when a scan fails', async () => {
    const dir = fixture();
    const router = new CommandsRouter({ entrypoint: dir });
    const first = await router.scan();
    expect(await new CommandsRouter({ entrypoint: dir }).scan()).toEqual(first);
    expect(new Set([...Object.keys(first.commands), ...Object.keys(first.middlewares)]).size).toBe(9);
    const broken = join(appProject({ 'commands/+oops.ts': '' }), 'commands');
    const other = new CommandsRouter({ entrypoint: broken });
    other.populate(first);
    await expect(other.scan()).rejects.toThrow('Unknown special file');
    expect(other.toJSON()).toEqual(first);
  });

  it('scans a missing directory as empty, which isValidPath reports', async () => {
    const dir = fixture();
    expect(new CommandsRouter({ entrypoint: dir }).isValidPath()).toBe(true);
    const missing = new CommandsRouter({ entrypoint: join(dir, 'nope') });
    expect(missing.isValidPath()).toBe(false);
    expect(new CommandsRouter({ entrypoint: join(dir, 'ping.ts') }).isValidPath()).toBe(false);
    expect(await missing.scan()).toEqual({ commands: {}, middlewares: {} });
  });

  it('refuses an entrypoint that is not a path', () => {
    expect(() => new CommandsRouter({ entrypoint: '' })).toThrow(
      `A CommandsRouter needs its commands directory: new CommandsRouter({ entrypoint: '<app>/commands' }), got "".`,
    );
    expect(() => new CommandsRouter(undefined as never)).toThrow('got undefined');
  });
});

describe('CommandsRouter data', () => {
  it('serves the records as Collections and plain objects, and forgets them on clear()', async () => {
    const router = new CommandsRouter({ entrypoint: fixture() });
    const json = await router.scan();
    const { commands, middlewares } = router.getData();
    expect(commands).toBeInstanceOf(Collection);
    expect([...commands.keys()]).toEqual(Object.keys(json.commands));
    expect(middlewares.get(Object.keys(json.middlewares)[0]!)?.global).toBe(true);
    expect(router.toJSON()).toEqual(json);
    router.clear();
    expect([commands.size, middlewares.size]).toEqual([0, 0]);
    expect(router.toJSON()).toEqual({ commands: {}, middlewares: {} });
  });

  it('populates from records made elsewhere, replacing those of the same id', async () => {
    const scanned = await new CommandsRouter({ entrypoint: fixture() }).scan();
    const router = new CommandsRouter({ entrypoint: '/nowhere' });
    router.populate(scanned);
    expect(router.toJSON()).toEqual(scanned);
    const [id, ping] = Object.entries(scanned.commands).at(-1)!;
    router.populate({ commands: { [id]: { ...ping, category: 'Misc', middlewares: [] } }, middlewares: {} });
    expect(router.getData().commands.get(id)).toMatchObject({ category: 'Misc', middlewares: [] });
    expect(router.getData().commands.size).toBe(4);
  });

  it('refuses malformed records with the record and field at fault, adding nothing', async () => {
    const scanned = await new CommandsRouter({ entrypoint: fixture() }).scan();
    const router = new CommandsRouter({ entrypoint: '/nowhere' });
    const [id, command] = Object.entries(scanned.commands)[0]!;
    const attempt = (data: unknown) => () => router.populate(data as ParsedCommandData);
    expect(attempt(null)).toThrow('CommandsRouter.populate() takes { commands, middlewares } as scan() returns them, got null.');
    expect(attempt({ commands: {} })).toThrow(
      'CommandsRouter.populate() needs "middlewares" as an object of records by id, got undefined.',
    );
    expect(attempt({ commands: { [id]: { ...command, path: 3 } }, middlewares: {} })).toThrow(
      `CommandsRouter.populate(): commands["${id}"].path must be a string, got 3.`,
    );
    expect(attempt({ commands: { other: command }, middlewares: {} })).toThrow(
      `CommandsRouter.populate(): commands["other"] has the id "${id}"; key each record by its id.`,
    );
    expect(attempt({ commands: { [id]: command }, middlewares: {} })).toThrow(
      `CommandsRouter.populate(): the command "${id}" (${command.path}) lists the middleware "${command.middlewares[0]}", which has no record; add it to "middlewares".`,
    );
    expect(router.toJSON()).toEqual({ commands: {}, middlewares: {} });
  });
});
