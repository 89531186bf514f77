// Shared by the JSX component tests: golden JSON files, auto custom id normalisation, and a
// running CommandKit for components with handlers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ButtonInteraction, type Client } from 'discord.js';
import { CommandKit } from '../../src/index.ts';
import { createTestClient, ids, rawInteraction, rawMessage, rawUser } from '../runtime/support/discord.ts';

const AUTO_ID = /^(buttonkit|modalkit|selectmenukit)::[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Replaces automatic custom ids (random UUIDs) with `<prefix>::<uuid>`, at any depth. */
export function normalise(value: unknown): unknown {
  if (typeof value === 'string') return AUTO_ID.test(value) ? value.replace(/::.*$/, '::<uuid>') : value;
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalise(item)]));
  }
  return value;
}

/** The JSON Discord would get for `value`: `toJSON()` of builders, at any depth. */
export function json(value: unknown): unknown {
  return normalise(JSON.parse(JSON.stringify(value)));
}

/**
 * Compares named builders' JSON with `golden/<name>.json`. With UPDATE_GOLDEN=1 it writes the file
 * instead (then read it and check it by hand before committing).
 */
export function expectGolden(name: string, values: Record<string, unknown>): void {
  const file = join(__dirname, 'golden', `${name}.json`);
  const actual = json(values);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  }
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

/** A CommandKit on a test client (no network), for components with handlers. */
export function startCommandKit(): { commandkit: CommandKit; client: Client } {
  const { client } = createTestClient();
  const commandkit = new CommandKit({ client });
  return { commandkit, client };
}

/** Destroys the running CommandKit, if any. */
export async function stopCommandKit(): Promise<void> {
  try {
    await CommandKit.instance?.destroy();
  } catch {
    // None running.
  }
}

/** A click on the button with `customId`, as discord.js would receive it. */
export function buttonClick(client: Client, customId: string): ButtonInteraction {
  const raw = {
    ...rawInteraction({ name: 'click' }),
    type: 3,
    data: { custom_id: customId, component_type: 2 },
    message: rawMessage({ content: 'buttons', author: rawUser(ids.bot, { bot: true }) }),
  };
  return new (ButtonInteraction as unknown as new (client: Client, data: unknown) => ButtonInteraction)(client, raw);
}
