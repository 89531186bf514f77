/**
 * The runtime's own costs, without network: how long CommandKit takes to load a bot of 200
 * commands and 50 event handlers, and how much time it adds between an incoming interaction and
 * the command's handler. Run with `npm run bench -w commandkit`; prints figures, asserts nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChatInputCommandInteraction } from 'discord.js';
import { CommandKit, setLogger, type CommandKitLogger } from '../src/index.ts';
import { buildInteraction, createTestClient, makeReady } from '../tests/runtime/support/discord.ts';

const commandCount = 200;
const eventHandlerCount = 50;
const loadRuns = 7;
const dispatches = 10_000;

const quiet: CommandKitLogger = { debug() {}, info() {}, warn() {}, error: (message, ...details) => console.error(message, ...details) };

/** A bot's app directory as `commandkit build` leaves it: plain ES modules, grouped in categories. */
function writeBot(): string {
  const root = mkdtempSync(join(tmpdir(), 'commandkit-bench-'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  const write = (path: string, contents: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), contents);
  };
  for (let i = 0; i < commandCount; i++) {
    write(
      `app/commands/(group-${i % 10})/command-${i}.js`,
      [
        `export const command = { name: 'command-${i}', description: 'Benchmark command ${i}', options: [{ type: 3, name: 'text', description: 'Some text' }] };`,
        `export function chatInput(ctx) { globalThis.benchHandlerStart?.(); return ctx.options.getString('text'); }`,
        `export function message(ctx) { return ctx.args; }`,
      ].join('\n'),
    );
  }
  const events = ['messageCreate', 'guildMemberAdd', 'guildMemberRemove', 'channelCreate', 'roleCreate'];
  for (let i = 0; i < eventHandlerCount; i++) {
    write(
      `app/events/${events[i % events.length]}/${String(i).padStart(2, '0')}-handler.js`,
      `export default function handler() { return ${i}; }\n`,
    );
  }
  return join(root, 'app');
}

async function measureLoad(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < loadRuns; run++) {
    // A fresh directory each run, so no module comes from the import cache.
    const appDir = writeBot();
    const { client } = createTestClient();
    makeReady(client);
    const commandkit = new CommandKit({ client, appDir });
    const started = performance.now();
    await commandkit.load();
    times.push(performance.now() - started);
    if (commandkit.commands.size !== commandCount)
      throw new Error(`Loaded ${commandkit.commands.size} commands, expected ${commandCount}.`);
    await commandkit.destroy();
    client.destroy();
    rmSync(join(appDir, '..'), { recursive: true, force: true });
  }
  return times;
}

async function measureDispatch(): Promise<number[]> {
  const appDir = writeBot();
  const { client } = createTestClient();
  makeReady(client);
  const commandkit = new CommandKit({ client, appDir });
  await commandkit.load();
  let handlerStart = 0n;
  let handlerRuns = 0;
  (globalThis as { benchHandlerStart?: () => void }).benchHandlerStart = () => {
    handlerStart = process.hrtime.bigint();
    handlerRuns++;
  };
  const overheads: number[] = [];
  for (let i = 0; i < dispatches; i++) {
    const interaction = buildInteraction<ChatInputCommandInteraction>(client, {
      name: `command-${i % commandCount}`,
      options: [{ type: 3, name: 'text', value: 'hello' }],
    });
    const received = process.hrtime.bigint();
    await commandkit.handleInteraction(interaction);
    // Every dispatch must reach its handler, or the figure would measure nothing.
    if (handlerRuns !== i + 1) throw new Error(`Dispatch ${i} did not reach the command handler.`);
    overheads.push(Number(handlerStart - received) / 1e6);
  }
  await commandkit.destroy();
  client.destroy();
  rmSync(join(appDir, '..'), { recursive: true, force: true });
  return overheads;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  setLogger(quiet);
  const loads = await measureLoad();
  const overheads = await measureDispatch();
  const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
  console.log(`Load a bot of ${commandCount} commands and ${eventHandlerCount} event handlers (${loadRuns} runs, fresh files each):
  first ${ms(loads[0])}, median ${ms(percentile(loads, 50))}, slowest ${ms(Math.max(...loads))}   goal < 300 ms
Added latency from an incoming interaction to the command handler (${dispatches.toLocaleString('en')} dispatches, no network):
  p50 ${ms(percentile(overheads, 50), 3)}, p99 ${ms(percentile(overheads, 99), 3)}   goal p50 < 0.2 ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
