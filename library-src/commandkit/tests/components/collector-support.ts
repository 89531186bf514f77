import type {
  ButtonInteraction,
  ChannelSelectMenuInteraction,
  Client,
  Interaction,
  MentionableSelectMenuInteraction,
  ModalSubmitInteraction,
  RoleSelectMenuInteraction,
  StringSelectMenuInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';
import { buildInteraction, ids, rawInteraction, rawMessage, type RecordedRequest } from '../runtime/support/discord.ts';

// Builders for message-component and modal-submit interactions: real discord.js objects made from
// raw payloads by the client's own INTERACTION_CREATE handler, like the command interactions of
// ../runtime/support/discord.ts.

/** Component types of the select menus, by the collector kind that handles them. */
export const selectTypes = { stringSelect: 3, userSelect: 5, roleSelect: 6, mentionableSelect: 7, channelSelect: 8 } as const;

export interface ComponentInit {
  customId: string;
  userId?: string;
  guildId?: string | null;
}

/** A raw interaction payload of `type` whose `data` is `data`, with the message the component sits on. */
function rawComponent(type: number, data: Record<string, unknown>, init: ComponentInit, withMessage: boolean): Record<string, unknown> {
  const base = rawInteraction({ name: 'unused', guildId: init.guildId, userId: init.userId });
  const message = rawMessage({
    content: 'components',
    author: { id: ids.bot, username: 'bot', discriminator: '0', global_name: null, avatar: null, bot: true },
  });
  return { ...base, type, data, ...(withMessage ? { message: { ...message, components: [] } } : {}) };
}

export function buildButton(client: Client, init: ComponentInit): ButtonInteraction {
  return buildFromPayload(client, rawComponent(3, { custom_id: init.customId, component_type: 2 }, init, true));
}

export function buildStringSelect(client: Client, init: ComponentInit & { values?: string[] }): StringSelectMenuInteraction {
  return buildFromPayload(
    client,
    rawComponent(3, { custom_id: init.customId, component_type: 3, values: init.values ?? ['a'] }, init, true),
  );
}

export function buildUserSelect(client: Client, init: ComponentInit): UserSelectMenuInteraction {
  return buildFromPayload(client, rawComponent(3, { custom_id: init.customId, component_type: 5, values: [ids.otherUser] }, init, true));
}

export function buildRoleSelect(client: Client, init: ComponentInit): RoleSelectMenuInteraction {
  return buildFromPayload(client, rawComponent(3, { custom_id: init.customId, component_type: 6, values: [ids.role] }, init, true));
}

export function buildChannelSelect(client: Client, init: ComponentInit): ChannelSelectMenuInteraction {
  return buildFromPayload(client, rawComponent(3, { custom_id: init.customId, component_type: 8, values: [ids.channel] }, init, true));
}

export function buildMentionableSelect(client: Client, init: ComponentInit): MentionableSelectMenuInteraction {
  return buildFromPayload(client, rawComponent(3, { custom_id: init.customId, component_type: 7, values: [ids.otherUser] }, init, true));
}

export function buildModalSubmit(client: Client, init: ComponentInit & { fields?: Record<string, string> }): ModalSubmitInteraction {
  const rows = Object.entries(init.fields ?? { text: 'hello' }).map(([custom_id, value]) => ({
    type: 1,
    components: [{ type: 4, custom_id, value }],
  }));
  return buildFromPayload(client, rawComponent(5, { custom_id: init.customId, components: rows }, init, false));
}

/** Builds whatever interaction a raw INTERACTION_CREATE payload describes. */
export function buildFromPayload<T extends Interaction>(client: Client, raw: Record<string, unknown>): T {
  // discord.js keeps its gateway plumbing private; drive it as a gateway packet would, hiding the
  // packet from the client's other listeners.
  const sink = (
    client as unknown as { ws: { handlePacket(packet: { t: string; d: unknown }, shard: { id: number; checkReady(): void }): boolean } }
  ).ws;
  const listeners = client.rawListeners('interactionCreate') as ((...args: unknown[]) => void)[];
  client.removeAllListeners('interactionCreate');
  let built: T | undefined;
  client.once('interactionCreate', (value) => void (built = value as T));
  try {
    sink.handlePacket({ t: 'INTERACTION_CREATE', d: raw }, { id: 0, checkReady() {} });
  } finally {
    client.removeAllListeners('interactionCreate');
    for (const listener of listeners) client.on('interactionCreate', listener);
  }
  if (built === undefined) throw new Error('The INTERACTION_CREATE packet produced no interaction.');
  return built;
}

/** A slash command interaction, for tests that mix commands and components. */
export const buildCommand = buildInteraction;

/** The interaction callbacks (replies, updates, modals) sent for an interaction. */
export function callbacksOf(requests: RecordedRequest[], interaction: Interaction): RecordedRequest[] {
  return requests.filter((request) => request.path === `/interactions/${interaction.id}/${interaction.token}/callback`);
}
