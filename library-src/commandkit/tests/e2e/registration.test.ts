// End to end: application commands are written to Discord only when their definitions change.
// One fake Discord outlives three runs of the fixture bot (`commandkit start`): the first
// registers, a restart with the same build only reads, and a rebuild with a changed definition
// writes again. Each run is awaited until its registration is over (see startBot).
import { InteractionResponseType } from 'discord.js';
import { removeTempDirs, tempProject, writeFiles } from '../cli/support/cli-harness.ts';
import { chatInputInteraction, type FakeDiscord, type RecordedRequest } from '../support/fake-discord/index.ts';
import { DEV_COMMANDS, DEV_GUILD_ID, ECHO_DESCRIPTION, fixtureBot, GLOBAL_COMMANDS } from './support/fixture-bot.ts';
import { buildBot, commandId, createFixtureDiscord, interact, startBot, type RunningBot } from './support/harness.ts';

const CHANGED_DESCRIPTION = 'Repeats some text, a few times';

let fake: FakeDiscord;
let root: string;
let bot: RunningBot | undefined;

beforeAll(async () => {
  fake = await createFixtureDiscord();
  root = tempProject(fixtureBot());
  await buildBot(root);
}, 60_000);

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
}, 30_000);

afterAll(async () => {
  await fake?.close();
  removeTempDirs();
});

/** The registration requests from `from` on, as `METHOD scope`: "GET global", "PUT dev guild". */
function registrationRequests(from: number): string[] {
  return fake.requests.slice(from).flatMap((request: RecordedRequest) => {
    if (request.route?.endsWith('/applications/:app/commands')) return [`${request.method} global`];
    if (request.route?.endsWith('/applications/:app/guilds/:guild/commands')) {
      return [`${request.method} ${request.path.includes(`/guilds/${DEV_GUILD_ID}/`) ? 'dev guild' : request.path}`];
    }
    // Any other command route (POST, PATCH, DELETE of one command) would be a registration too.
    if (request.route?.includes('/commands')) return [`${request.method} ${request.path}`];
    return [];
  });
}

function registered() {
  return {
    global: Object.fromEntries(fake.commands().map((command) => [command.name, { id: command.id, version: command.version }])),
    dev: Object.fromEntries(fake.commands(DEV_GUILD_ID).map((command) => [command.name, { id: command.id, version: command.version }])),
  };
}

async function runAndStop(): Promise<number> {
  const from = fake.requests.length;
  bot = await startBot(root, fake);
  // The restarted bot is fully working: /echo as registered now answers.
  const response = await interact(
    fake,
    chatInputInteraction(fake.scene(), {
      name: 'echo',
      commandId: commandId(fake, 'echo'),
      options: [
        { name: 'times', type: 4, value: 1 },
        { name: 'text', type: 3, value: 'still here' },
      ],
    }),
  );
  expect(response).toMatchObject({
    type: InteractionResponseType.ChannelMessageWithSource,
    data: { content: 'echo (chatInput): still here' },
  });
  expect(await bot.stop()).toBe(0);
  return from;
}

describe('registration on start, only on change', () => {
  let first: ReturnType<typeof registered>;
  let afterChange: ReturnType<typeof registered>;

  it('the first start reads the registered commands, finds none, and PUTs them: globally and in the dev guild', async () => {
    const from = await runAndStop();
    expect(registrationRequests(from)).toEqual(['GET global', 'PUT global', 'GET dev guild', 'PUT dev guild']);
    first = registered();
    expect(Object.keys(first.global).sort()).toEqual([...GLOBAL_COMMANDS].sort());
    expect(Object.keys(first.dev)).toEqual(DEV_COMMANDS);
    expect(fake.commands().find((command) => command.name === 'echo')?.description).toBe(ECHO_DESCRIPTION);
  });

  it('a restart with the same definitions only GETs: no PUT', async () => {
    const from = await runAndStop();
    expect(registrationRequests(from)).toEqual(['GET global', 'GET dev guild']);
    expect(registered()).toEqual(first);
  });

  it('a changed definition, rebuilt, is PUT again on the next start; the unchanged dev guild only GETs', async () => {
    writeFiles(root, { 'src/app/commands/echo.ts': fixtureBot({ echoDescription: CHANGED_DESCRIPTION })['src/app/commands/echo.ts']! });
    await buildBot(root);
    const from = await runAndStop();
    expect(registrationRequests(from)).toEqual(['GET global', 'PUT global', 'GET dev guild']);

    const put = fake.requests.slice(from).find((request) => request.method === 'PUT')!;
    expect((put.body as { name: string }[]).map((command) => command.name).sort()).toEqual([...GLOBAL_COMMANDS].sort());
    expect(fake.commands().find((command) => command.name === 'echo')?.description).toBe(CHANGED_DESCRIPTION);

    // A PUT that keeps a command's name and type keeps its id; /echo changed, so its version did.
    afterChange = registered();
    expect(afterChange.dev).toEqual(first.dev);
    for (const name of GLOBAL_COMMANDS) expect({ name, id: afterChange.global[name]!.id }).toEqual({ name, id: first.global[name]!.id });
    expect(afterChange.global.echo!.version).not.toBe(first.global.echo!.version);
  });

  test('the commands that did not change keep their version through that PUT, as on Discord', () => {
    for (const name of GLOBAL_COMMANDS.filter((command) => command !== 'echo')) {
      expect({ name, version: afterChange.global[name]!.version }).toEqual({ name, version: first.global[name]!.version });
    }
  });

  it('a restart after that registration only GETs again', async () => {
    const from = await runAndStop();
    expect(registrationRequests(from)).toEqual(['GET global', 'GET dev guild']);
  });
});
