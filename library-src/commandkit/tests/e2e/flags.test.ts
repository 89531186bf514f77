// End to end, feature flags: the flags bot (support/flags-bot.ts) defines a flag deciding from the
// user and a JSON provider's file, is built with `commandkit build`, started with `commandkit
// start` against the fake Discord and sent /greet by two users. One bot process serves the file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIUser } from 'discord.js';
import { chatInputInteraction } from '../support/fake-discord/index.ts';
import { FLAGS_COMMANDS, FLAGS_READY, flagsBot } from './support/flags-bot.ts';
import { botForTestFile, commandId, interact } from './support/harness.ts';

const e2e = botForTestFile(flagsBot, FLAGS_READY);

function memberNamed(username: string): APIUser {
  const found = e2e.main.guild.members.find((member) => member.user?.username === username)?.user;
  if (!found) throw new Error(`No member named ${username} in the main guild.`);
  return found;
}

async function greetAs(username: string): Promise<string> {
  const scene = { ...e2e.main, user: memberNamed(username) };
  const body = await interact(e2e.fake, chatInputInteraction(scene, { name: 'greet', commandId: commandId(e2e.fake, 'greet') }));
  return body.data?.content ?? '';
}

describe('feature flags in a bot built with the CLI, on the fake Discord', () => {
  it('registered its commands', () => {
    expect(
      e2e.fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(FLAGS_COMMANDS);
  });

  it('takes both branches of the flag, by user, with one decision per command run', async () => {
    expect(await greetAs('alice')).toBe('Welcome back, VIP alice! (middleware saw true, decisions so far: 1)');
    expect(await greetAs('bob')).toBe('Hello, bob. (middleware saw false, decisions so far: 2)');
  });

  it('follows the JSON provider file when it changes', async () => {
    writeFileSync(join(e2e.root, 'flags.json'), JSON.stringify({ 'vip-greeting': { enabled: true, config: { vip: 'bob' } } }));
    expect(await greetAs('bob')).toMatch(/^Welcome back, VIP bob! \(middleware saw true, /);
    expect(await greetAs('alice')).toMatch(/^Hello, alice\. \(middleware saw false, /);
  });
});
