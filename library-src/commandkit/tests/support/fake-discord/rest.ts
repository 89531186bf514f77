// The REST half of the fake: a node:http request handler for the routes discord.js and the
// CommandKit runtime call under /api/v10. It records every request in the world; a route it does
// not know is logged loudly and answered 404, the way Discord answers one, so a test notices.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
  type APIApplicationCommand,
  type APIInteraction,
  type APIMessage,
} from 'discord.js';
import { invalidFormBody, validateMessage, validateModal, type FormError } from './components.ts';
import { snowflake } from './payloads.ts';
import type { FakeWorld, MessageBody, RecordedRequest, UploadedFile } from './world.ts';

export const API_PREFIX = '/api/v10';

interface Context {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
}

interface Reply {
  status: number;
  body?: unknown;
}

type Handler = (ctx: Context) => Reply;

const ok = (body: unknown): Reply => ({ status: 200, body });
const noContent: Reply = { status: 204 };
/** Discord's error shape; discord.js turns it into a DiscordAPIError with this code and message. */
const error = (status: number, code: number, message: string, errors?: unknown): Reply => ({
  status,
  body: { code, message, ...(errors ? { errors } : {}) },
});

export function createRestHandler(world: FakeWorld, gatewayUrl: () => string) {
  const routes: Array<[method: string, pattern: string, handler: Handler]> = [
    // Login: discord.js asks REST where the gateway is, then connects there. With `shards: 'auto'`
    // it also opens as many shards as this recommends, identifying max_concurrency at a time.
    [
      'GET',
      '/gateway/bot',
      () =>
        ok({
          url: gatewayUrl(),
          shards: world.shards,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: world.maxConcurrency },
        }),
    ],
    ['GET', '/gateway', () => ok({ url: gatewayUrl() })],
    ['GET', '/users/@me', () => ok(world.botUser)],
    ['GET', '/applications/@me', () => ok(world.application)],

    // Application commands, global and per guild.
    ['GET', '/applications/:app/commands', (c) => withScope(c, (list) => ok(list))],
    ['PUT', '/applications/:app/commands', (c) => withScope(c, (list, scope) => overwriteCommands(list, scope, c.body))],
    ['POST', '/applications/:app/commands', (c) => withScope(c, (list, scope) => upsertCommand(list, scope, c.body))],
    ['GET', '/applications/:app/commands/:command', (c) => withCommand(c, (list, i) => ok(list[i]))],
    ['PATCH', '/applications/:app/commands/:command', (c) => withCommand(c, (list, i, scope) => patchCommand(list, i, scope, c.body))],
    ['DELETE', '/applications/:app/commands/:command', (c) => withCommand(c, (list, i) => (list.splice(i, 1), noContent))],
    ['GET', '/applications/:app/guilds/:guild/commands', (c) => withScope(c, (list) => ok(list))],
    ['PUT', '/applications/:app/guilds/:guild/commands', (c) => withScope(c, (list, scope) => overwriteCommands(list, scope, c.body))],
    ['POST', '/applications/:app/guilds/:guild/commands', (c) => withScope(c, (list, scope) => upsertCommand(list, scope, c.body))],
    ['GET', '/applications/:app/guilds/:guild/commands/:command', (c) => withCommand(c, (list, i) => ok(list[i]))],
    [
      'PATCH',
      '/applications/:app/guilds/:guild/commands/:command',
      (c) => withCommand(c, (list, i, scope) => patchCommand(list, i, scope, c.body)),
    ],
    ['DELETE', '/applications/:app/guilds/:guild/commands/:command', (c) => withCommand(c, (list, i) => (list.splice(i, 1), noContent))],

    // Interactions: the initial response, then the interaction's webhook for edits and follow-ups.
    ['POST', '/interactions/:interaction/:token/callback', interactionCallback],
    ['GET', '/webhooks/:app/:token/messages/:message', (c) => withWebhookMessage(c, (message) => ok(message))],
    ['PATCH', '/webhooks/:app/:token/messages/:message', (c) => withWebhookMessage(c, (message) => editMessage(c, message))],
    [
      'DELETE',
      '/webhooks/:app/:token/messages/:message',
      (c) => withWebhookMessage(c, (message) => (world.messages.delete(message.id), noContent)),
    ],
    ['POST', '/webhooks/:app/:token', followUp],

    // Channels.
    [
      'GET',
      '/channels/:channel',
      (c) => {
        const found = world.findChannel(c.params.channel);
        return found ? ok(found.channel) : error(404, 10003, 'Unknown Channel');
      },
    ],
    [
      'POST',
      '/channels/:channel/messages',
      (c) => {
        if (!world.findChannel(c.params.channel)) return error(404, 10003, 'Unknown Channel');
        const invalid = invalidMessage(c.body as MessageBody);
        if (invalid) return invalid;
        if (isEmpty(c.body as MessageBody, c.files)) return error(400, 50006, 'Cannot send an empty message');
        return ok(world.createMessage(c.params.channel, c.body as MessageBody, c.files));
      },
    ],
    ['GET', '/channels/:channel/messages/:message', (c) => withChannelMessage(c, (message) => ok(message))],
    [
      'PATCH',
      '/channels/:channel/messages/:message',
      (c) =>
        withChannelMessage(c, (message) => {
          // A bot edits only its own messages through the channel route.
          if (message.author.id !== world.botUser.id) return error(403, 50005, 'Cannot edit a message authored by another user');
          return editMessage(c, message);
        }),
    ],
    [
      'DELETE',
      '/channels/:channel/messages/:message',
      (c) => withChannelMessage(c, (message) => (world.messages.delete(message.id), noContent)),
    ],
    ['POST', '/channels/:channel/typing', () => noContent],
  ];

  // ------------------------------------------------------------------------------------------
  // Commands

  /** Runs `then` on the command list the route names (global, or a guild the bot is in). */
  function withScope(c: Context, then: (list: APIApplicationCommand[], scope: string) => Reply): Reply {
    if (c.params.app !== world.application.id) return error(404, 10002, 'Unknown Application');
    if (c.params.guild && !world.guilds.some((g) => g.id === c.params.guild)) return error(403, 50001, 'Missing Access');
    const scope = c.params.guild ?? 'global';
    if (!world.commands.has(scope)) world.commands.set(scope, []);
    return then(world.commands.get(scope)!, scope);
  }

  function withCommand(c: Context, then: (list: APIApplicationCommand[], index: number, scope: string) => Reply): Reply {
    return withScope(c, (list, scope) => {
      const index = list.findIndex((command) => command.id === c.params.command);
      return index === -1 ? error(404, 10063, 'Unknown application command') : then(list, index, scope);
    });
  }

  function overwriteCommands(list: APIApplicationCommand[], scope: string, body: unknown): Reply {
    if (!Array.isArray(body)) return error(400, 50035, 'Invalid Form Body');
    const invalid = validateCommands(body);
    if (invalid) return invalid;
    // Like Discord, a command that keeps its name and type keeps its id across overwrites.
    const next = body.map((definition) =>
      storedCommand(
        definition,
        scope,
        list.find((c) => sameCommand(c, definition)),
      ),
    );
    list.splice(0, list.length, ...next);
    return ok(next);
  }

  function upsertCommand(list: APIApplicationCommand[], scope: string, body: unknown): Reply {
    const invalid = validateCommands([body]);
    if (invalid) return invalid;
    const index = list.findIndex((c) => sameCommand(c, body));
    const command = storedCommand(body, scope, list[index]);
    if (index === -1) list.push(command);
    else list[index] = command;
    return { status: index === -1 ? 201 : 200, body: command };
  }

  function patchCommand(list: APIApplicationCommand[], index: number, scope: string, body: unknown): Reply {
    const merged = { ...list[index], ...(body as object) };
    const invalid = validateCommands([merged]);
    if (invalid) return invalid;
    list[index] = storedCommand(merged, scope, list[index]);
    return ok(list[index]);
  }

  function storedCommand(definition: unknown, scope: string, previous?: APIApplicationCommand): APIApplicationCommand {
    const d = definition as Partial<APIApplicationCommand>;
    const type = d.type ?? ApplicationCommandType.ChatInput;
    const command: Omit<APIApplicationCommand, 'id' | 'version'> = {
      application_id: world.application.id,
      type,
      name: d.name!,
      name_localizations: d.name_localizations ?? null,
      description: d.description ?? '',
      description_localizations: d.description_localizations ?? null,
      ...(d.options?.length ? { options: d.options } : {}),
      default_member_permissions: d.default_member_permissions ?? null,
      nsfw: d.nsfw ?? false,
      integration_types: d.integration_types ?? [ApplicationIntegrationType.GuildInstall],
      contexts: d.contexts ?? null,
      ...(scope === 'global' ? { dm_permission: d.dm_permission ?? true } : { guild_id: scope }),
    };
    // The version changes only when the definition does, as on Discord.
    // A stored command is { id, version, ...command }, so without id and version its keys come in
    // the same order as a fresh one's and the two serialize alike when nothing changed.
    const { id: _id, version: _version, ...previousDefinition } = previous ?? {};
    const unchanged = previous && JSON.stringify(previousDefinition) === JSON.stringify(command);
    return { id: previous?.id ?? snowflake(), version: unchanged ? previous.version : snowflake(), ...command };
  }

  // ------------------------------------------------------------------------------------------
  // Interactions

  function interactionCallback(c: Context): Reply {
    const record = world.interactions.get(c.params.token);
    if (!record || record.payload.id !== c.params.interaction) return error(404, 10062, 'Unknown interaction');
    if (record.responded) return error(400, 40060, 'Interaction has already been acknowledged.');
    const { type, data } = (c.body ?? {}) as { type: InteractionResponseType; data?: MessageBody };
    const allowed = callbackTypes(record.payload);
    if (!allowed.includes(type)) {
      return error(400, 50035, 'Invalid Form Body', {
        type: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: `Value must be one of {${allowed.join(', ')}}.` }] },
      });
    }
    const updating = type === InteractionResponseType.UpdateMessage || type === InteractionResponseType.DeferredMessageUpdate;
    const target = updating && record.originalMessageId ? world.messages.get(record.originalMessageId) : undefined;
    if (type === InteractionResponseType.ChannelMessageWithSource || type === InteractionResponseType.UpdateMessage) {
      const invalid = invalidMessage(data ?? {}, target, ['data']);
      if (invalid) return invalid;
    } else if (type === InteractionResponseType.Modal) {
      const errors = validateModal(data);
      if (errors.length) return { status: 400, body: invalidFormBody(errors, ['data']) };
    }
    record.responded = true;
    world.interactionResponses.push({ interactionId: record.payload.id, token: c.params.token, type, data });

    let message: APIMessage | undefined;
    const channelId = record.payload.channel?.id;
    if (
      channelId &&
      (type === InteractionResponseType.ChannelMessageWithSource || type === InteractionResponseType.DeferredChannelMessageWithSource)
    ) {
      const deferred = type === InteractionResponseType.DeferredChannelMessageWithSource;
      const body: MessageBody = deferred ? { flags: (data?.flags ?? 0) | MessageFlags.Loading } : (data ?? {});
      message = world.createMessage(channelId, body, c.files, interactionMessageFields(record.payload));
      record.originalMessageId = message.id;
    } else if (target) {
      // UPDATE_MESSAGE edits the message the component is on; DEFERRED_UPDATE_MESSAGE leaves it for a later edit.
      message = type === InteractionResponseType.UpdateMessage ? world.editMessage(target.id, data ?? {}, c.files) : target;
    }

    // discord.js asks for the response body only with `withResponse: true`; otherwise Discord answers 204.
    if (c.query.get('with_response') !== 'true') return noContent;
    return ok({
      interaction: {
        id: record.payload.id,
        type: record.payload.type,
        activity_instance_id: null,
        response_message_id: message?.id ?? null,
        response_message_loading: message ? Boolean((message.flags ?? 0) & MessageFlags.Loading) : null,
        response_message_ephemeral: message ? Boolean((message.flags ?? 0) & MessageFlags.Ephemeral) : null,
      },
      resource: { type, ...(message ? { message } : {}) },
    });
  }

  /** A 400 like Discord's when a message body's components (or its V2 rules) are invalid. */
  function invalidMessage(body: MessageBody, existing?: APIMessage, prefix: string[] = []): Reply | undefined {
    const errors: FormError[] = validateMessage(body ?? {}, existing);
    return errors.length ? { status: 400, body: invalidFormBody(errors, prefix) } : undefined;
  }

  function editMessage(c: Context, message: APIMessage): Reply {
    const body = (c.body ?? {}) as MessageBody;
    const invalid = invalidMessage(body, message);
    if (invalid) return invalid;
    return ok(world.editMessage(message.id, body, c.files));
  }

  function withChannelMessage(c: Context, then: (message: APIMessage) => Reply): Reply {
    if (!world.findChannel(c.params.channel)) return error(404, 10003, 'Unknown Channel');
    const message = world.messages.get(c.params.message);
    // Ephemeral messages exist only for their interaction's webhook, never in the channel.
    const visible = message && message.channel_id === c.params.channel && !((message.flags ?? 0) & MessageFlags.Ephemeral);
    return visible ? then(message) : error(404, 10008, 'Unknown Message');
  }

  function withWebhookMessage(c: Context, then: (message: APIMessage) => Reply): Reply {
    const record = world.interactions.get(c.params.token);
    if (!record || c.params.app !== world.application.id) return error(404, 10015, 'Unknown Webhook');
    const id = c.params.message === '@original' ? record.originalMessageId : c.params.message;
    const message = id ? world.messages.get(id) : undefined;
    return message ? then(message) : error(404, 10008, 'Unknown Message');
  }

  function followUp(c: Context): Reply {
    const record = world.interactions.get(c.params.token);
    if (!record || c.params.app !== world.application.id) return error(404, 10015, 'Unknown Webhook');
    const channelId = record.payload.channel?.id;
    if (!channelId) return error(404, 10003, 'Unknown Channel');
    const invalid = invalidMessage(c.body as MessageBody);
    if (invalid) return invalid;
    if (isEmpty(c.body as MessageBody, c.files)) return error(400, 50006, 'Cannot send an empty message');
    const message = world.createMessage(channelId, c.body as MessageBody, c.files, interactionMessageFields(record.payload));
    // Without ?wait=true Discord doesn't wait for the message and answers 204.
    return c.query.get('wait') === 'true' ? ok(message) : noContent;
  }

  /** The fields Discord puts on a message an interaction's webhook created. */
  function interactionMessageFields(interaction: APIInteraction): Partial<APIMessage> {
    const user = interaction.member?.user ?? interaction.user!;
    const commandType = interaction.type === InteractionType.ApplicationCommand ? interaction.data.type : undefined;
    return {
      webhook_id: world.application.id,
      application_id: world.application.id,
      type:
        commandType === ApplicationCommandType.ChatInput
          ? MessageType.ChatInputCommand
          : commandType
            ? MessageType.ContextMenuCommand
            : MessageType.Default,
      interaction_metadata: {
        id: interaction.id,
        type: interaction.type,
        user,
        authorizing_integration_owners: interaction.authorizing_integration_owners,
      } as APIMessage['interaction_metadata'],
    };
  }

  // ------------------------------------------------------------------------------------------
  // Dispatching a request

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-discord');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const method = req.method ?? 'GET';
    const raw = await readAll(req);
    let parsed: { body: unknown; files: UploadedFile[] };
    let unreadable = false;
    try {
      parsed = parseBody(raw, req.headers['content-type']);
    } catch {
      parsed = { body: raw.toString('utf8'), files: [] };
      unreadable = true;
    }

    const match = url.pathname.startsWith(API_PREFIX) ? matchRoute(routes, method, path) : undefined;
    const route = match ? `${method} ${match.pattern}` : null;
    const auth = req.headers.authorization;
    let reply: Reply;
    if (unreadable) {
      reply = error(400, 50109, 'The request body contains invalid JSON.');
    } else if (world.token && auth !== undefined && auth !== `Bot ${world.token}`) {
      // Interaction callbacks and webhooks are sent without a token; everything else carries `Bot <token>`.
      reply = error(401, 0, '401: Unauthorized');
    } else if (!match) {
      console.error(
        `fake-discord: no route for ${method} ${url.pathname}${url.search}, answering 404. Add it to rest.ts if it should work.`,
      );
      reply = error(404, 0, '404: Not Found');
    } else {
      try {
        reply = match.handler({ params: match.params, query: url.searchParams, ...parsed });
      } catch (cause) {
        // A bug in the fake: fail the request loudly rather than hang it. (discord.js retries a 5xx
        // a few times, so the log may show it more than once.)
        console.error(`fake-discord: ${route} threw`, cause);
        reply = error(500, 0, `fake-discord: ${String(cause)}`);
      }
    }

    const request: RecordedRequest = {
      method,
      path,
      route,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      ...parsed,
      status: reply.status,
      response: reply.body,
    };
    if (reply.body === undefined) res.writeHead(reply.status).end();
    else res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    world.recordRequest(request);
  };
}

// ------------------------------------------------------------------------------------------------
// Helpers

function matchRoute(routes: Array<[string, string, Handler]>, method: string, path: string) {
  const segments = path.split('/').filter(Boolean);
  for (const [routeMethod, pattern, handler] of routes) {
    if (routeMethod !== method) continue;
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) return ((params[part.slice(1)] = decodeURIComponent(segments[i]!)), true);
      return part === segments[i];
    });
    if (matches) return { pattern, handler, params };
  }
  return undefined;
}

/** The callback types Discord accepts for an interaction (a modal submit can update only the message it came from). */
function callbackTypes(interaction: APIInteraction): InteractionResponseType[] {
  const T = InteractionResponseType;
  switch (interaction.type) {
    case InteractionType.Ping:
      return [T.Pong];
    case InteractionType.ApplicationCommand:
      return [T.ChannelMessageWithSource, T.DeferredChannelMessageWithSource, T.Modal, T.PremiumRequired, T.LaunchActivity];
    case InteractionType.MessageComponent:
      return [
        T.ChannelMessageWithSource,
        T.DeferredChannelMessageWithSource,
        T.DeferredMessageUpdate,
        T.UpdateMessage,
        T.Modal,
        T.PremiumRequired,
        T.LaunchActivity,
      ];
    case InteractionType.ApplicationCommandAutocomplete:
      return [T.ApplicationCommandAutocompleteResult];
    case InteractionType.ModalSubmit:
      return interaction.message
        ? [T.ChannelMessageWithSource, T.DeferredChannelMessageWithSource, T.DeferredMessageUpdate, T.UpdateMessage, T.PremiumRequired]
        : [T.ChannelMessageWithSource, T.DeferredChannelMessageWithSource, T.PremiumRequired];
  }
}

function sameCommand(stored: APIApplicationCommand, definition: unknown): boolean {
  const d = definition as Partial<APIApplicationCommand>;
  return stored.name === d.name && stored.type === (d.type ?? ApplicationCommandType.ChatInput);
}

// Discord's own rules for names (lower-case for slash commands) and descriptions.
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** A 400 like Discord's for the first invalid command definition, or undefined if all are fine. */
function validateCommands(definitions: unknown[]): Reply | undefined {
  const seen = new Set<string>();
  for (const [index, definition] of definitions.entries()) {
    const d = (definition ?? {}) as Partial<APIApplicationCommand>;
    const type = d.type ?? ApplicationCommandType.ChatInput;
    const fail = (field: string, code: string, message: string) =>
      error(400, 50035, 'Invalid Form Body', { [index]: { [field]: { _errors: [{ code, message }] } } });
    if (typeof d.name !== 'string' || d.name.length < 1 || d.name.length > 32) {
      return fail('name', 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 32 in length.');
    }
    if (type === ApplicationCommandType.ChatInput) {
      if (!CHAT_INPUT_NAME.test(d.name) || d.name !== d.name.toLowerCase()) {
        return fail('name', 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
      }
      if (typeof d.description !== 'string' || d.description.length < 1 || d.description.length > 100) {
        return fail('description', 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
      }
    } else if (d.description) {
      return fail('description', 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION', 'Context menu commands cannot have description');
    }
    const key = `${type}:${d.name}`;
    if (seen.has(key)) return fail('name', 'APPLICATION_COMMANDS_DUPLICATE_NAME', 'Application command names must be unique');
    seen.add(key);
  }
  return undefined;
}

function isEmpty(body: MessageBody | undefined, files: UploadedFile[]): boolean {
  // Components V2 messages carry everything in components.
  return !body?.content && !body?.embeds?.length && !body?.components?.length && !body?.sticker_ids?.length && !files.length;
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * JSON, or multipart/form-data (discord.js switches to it whenever files are attached): then the
 * message is the `payload_json` part and every other part is a file we only note the name of.
 */
function parseBody(raw: Buffer, contentType = ''): { body: unknown; files: UploadedFile[] } {
  if (!raw.length) return { body: undefined, files: [] };
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!contentType.startsWith('multipart/form-data') || !boundary) {
    const text = raw.toString('utf8');
    return { body: contentType.includes('json') ? JSON.parse(text) : text, files: [] };
  }
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const files: UploadedFile[] = [];
  let body: unknown;
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // A part is: CRLF, headers, CRLF CRLF, content, CRLF (before the next delimiter).
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const field = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (field === 'payload_json') body = JSON.parse(content.toString('utf8'));
    else if (filename !== undefined) {
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? 'application/octet-stream';
      files.push({ field, filename, contentType: type, size: content.length });
    }
    start = next;
  }
  return { body, files };
}
