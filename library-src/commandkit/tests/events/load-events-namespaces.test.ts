import { join } from 'node:path';
import { loadEventHandlers, loadEvents } from '../../src/loader/load-events.ts';
import { removeTempProjects, tempProject } from '../helpers/temp-project.ts';
import { recordingLogger } from './support.ts';

// Namespaced event directories, `events/(<namespace>)/<event>/<file>`, and the once export.

afterEach(removeTempProjects);

const handler = 'export default function () {}';

function eventsDir(files: Record<string, string>): string {
  return join(tempProject(Object.fromEntries(Object.entries(files).map(([path, contents]) => [join('events', path), contents]))), 'events');
}

describe('loading namespaced events', () => {
  it('loads (namespace)/<event>/ files as handlers of that event in that namespace, next to client events', async () => {
    const dir = eventsDir({
      'messageCreate/log.ts': handler,
      '(custom)/guildMemberBoost/02-thank.ts': handler,
      '(custom)/guildMemberBoost/01-log.ts': handler,
      '(custom)/messageCreate/shadow.ts': handler,
      '(shop)/purchase/record.ts': handler,
    });
    const logger = recordingLogger();
    const events = await loadEventHandlers(dir, logger);
    expect(
      events.map(({ event, namespace, path, handlers }) => [
        namespace,
        event,
        path,
        handlers.map((entry) => [entry.file, entry.namespace, entry.event]),
      ]),
    ).toEqual([
      [
        'custom',
        'guildMemberBoost',
        join(dir, '(custom)', 'guildMemberBoost'),
        ['01-log.ts', '02-thank.ts'].map((name) => [join(dir, '(custom)', 'guildMemberBoost', name), 'custom', 'guildMemberBoost']),
      ],
      [
        'custom',
        'messageCreate',
        join(dir, '(custom)', 'messageCreate'),
        [[join(dir, '(custom)', 'messageCreate', 'shadow.ts'), 'custom', 'messageCreate']],
      ],
      ['shop', 'purchase', join(dir, '(shop)', 'purchase'), [[join(dir, '(shop)', 'purchase', 'record.ts'), 'shop', 'purchase']]],
      [null, 'messageCreate', join(dir, 'messageCreate'), [[join(dir, 'messageCreate', 'log.ts'), null, 'messageCreate']]],
    ]);
    // Custom event names are not checked against discord.js's.
    expect(logger.lines).toEqual([]);
  });

  it('keeps loadEvents() to the client events, by name', async () => {
    const dir = eventsDir({ 'messageCreate/log.ts': handler, '(custom)/guildMemberBoost/a.ts': handler });
    const events = await loadEvents(dir, recordingLogger());
    expect([...events.keys()]).toEqual(['messageCreate']);
    expect(events.get('messageCreate')!.map((entry) => [entry.namespace, entry.once])).toEqual([[null, false]]);
  });

  it('reads export const once = true, and rejects a once that is not a boolean', async () => {
    const dir = eventsDir({
      'clientReady/a-once.ts': `export const once = true;\n${handler}`,
      'clientReady/b-always.ts': `export const once = false;\n${handler}`,
      'clientReady/c-plain.cjs': `module.exports = function () {};\nmodule.exports.once = true;`,
    });
    const [event] = await loadEventHandlers(dir, recordingLogger());
    expect(event.handlers.map((entry) => entry.once)).toEqual([true, false, true]);

    const bad = eventsDir({ 'clientReady/a.ts': `export const once = 'yes';\n${handler}` });
    await expect(loadEventHandlers(bad, recordingLogger())).rejects.toThrow(
      `The event file ${join(bad, 'clientReady', 'a.ts')} exports a once that is not a boolean (string): export const once = true to run it on the first occurrence only, or remove the export.`,
    );
  });

  it('leaves out private entries, non-module files and event directories without handlers', async () => {
    const dir = eventsDir({
      '(custom)/_draft/a.ts': handler,
      '(custom)/notes.md': '# not code',
      '(custom)/empty/readme.txt': 'nothing',
      '_(private)/x/a.ts': handler,
      '(custom)/boost/a.d.ts': 'export {};',
      '(custom)/boost/b.ts': handler,
    });
    const events = await loadEventHandlers(dir, recordingLogger());
    expect(events.map((event) => [event.namespace, event.event, event.handlers.length])).toEqual([['custom', 'boost', 1]]);
  });

  it('gives a missing events directory no events', async () => {
    expect(await loadEventHandlers(join(tempProject({}), 'events'), recordingLogger())).toEqual([]);
  });
});

describe('bad namespaced layouts', () => {
  const cases: [what: string, files: Record<string, string>, message: (dir: string) => string][] = [
    [
      'a file directly in a namespace directory',
      { '(custom)/boost.ts': handler },
      (dir) =>
        `The event file ${join(dir, '(custom)', 'boost.ts')} is directly in the namespace directory (custom). Move it to events/(custom)/<event name>/, such as events/(custom)/guildMemberBoost/boost.ts.`,
    ],
    [
      'an empty namespace',
      { '()/boost/a.ts': handler },
      (dir) => `The namespace directory ${join(dir, '()')} has no name: put one between the parentheses, such as (custom).`,
    ],
    [
      'a blank namespace',
      { '( )/boost/a.ts': handler },
      (dir) => `The namespace directory ${join(dir, '( )')} has no name: put one between the parentheses, such as (custom).`,
    ],
    [
      'unbalanced parentheses',
      { '(custom/boost/a.ts': handler },
      (dir) =>
        `The events directory ${join(dir, '(custom')} has unbalanced parentheses: name a namespace directory (name), such as (custom), or an event directory without parentheses.`,
    ],
    [
      'a ":" in a namespace',
      { '(my:ns)/boost/a.ts': handler },
      (dir) =>
        `The namespace directory ${join(dir, '(my:ns)')} has ":" in its name, which namespaces cannot have: rename it, such as (my-ns).`,
    ],
    [
      'a namespace inside a namespace',
      { '(custom)/(inner)/boost/a.ts': handler },
      (dir) =>
        `The namespace directory ${join(dir, '(custom)', '(inner)')} is inside the namespace (custom); namespaces do not nest. Move it up to events/(inner)/.`,
    ],
    [
      'a directory inside a namespaced event directory',
      { '(custom)/boost/more/a.ts': handler },
      (dir) =>
        `Unexpected directory ${join(dir, '(custom)', 'boost', 'more')}: put the handlers of "boost" directly in ${join(dir, '(custom)', 'boost')}.`,
    ],
    [
      'a namespaced event file without a default export',
      { '(custom)/boost/a.ts': 'export function run() {}' },
      (dir) =>
        `The event file ${join(dir, '(custom)', 'boost', 'a.ts')} must default-export a function: export default function (...args) { ... }`,
    ],
  ];

  it.each(cases)('rejects %s, naming the path and the fix', async (_what, files, message) => {
    const dir = eventsDir(files);
    const failure = loadEventHandlers(dir, recordingLogger());
    await expect(failure).rejects.toThrow(message(dir));
    await expect(failure).rejects.toThrow(/^[^\n]+$/);
  });
});
