import type {
  ApiError,
  BotInfo,
  CommandsInfo,
  EventInfo,
  FlagInfo,
  LoginRequest,
  PluginInfo,
  RunsInfo,
  SessionInfo,
} from '../src/protocol.ts';

// URLs are relative to the page, like the script and style sheet in index.html: served at the
// root they are /api/..., and the UI keeps working if the server mounts it under a prefix.
export const STREAM_URL = 'api/stream';

/** A 401 from an endpoint that needs a session: the session ended, so the UI shows the login form. */
export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

/** Any other failed request, with the server's own explanation when it sent one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

async function send(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    // fetch only rejects when no answer came back at all (server stopped, network down).
    throw new ApiRequestError('Could not reach the devtools server.', 0);
  }
}

async function readError(response: Response): Promise<ApiRequestError> {
  let body: Partial<ApiError> | null = null;
  try {
    body = (await response.json()) as Partial<ApiError>;
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status line below.
  }
  const message =
    typeof body?.error === 'string' && body.error
      ? body.error
      : `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
  const retry = typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
  return new ApiRequestError(message, response.status, retry);
}

async function getJson<T>(path: string): Promise<T> {
  const response = await send(path, { headers: { Accept: 'application/json' } });
  if (response.status === 401) throw new UnauthorizedError((await readError(response)).message);
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

async function post(path: string, body?: unknown): Promise<void> {
  const response = await send(path, {
    method: 'POST',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A 401 here is a wrong password, not an ended session, so it stays an ApiRequestError.
  if (!response.ok) throw await readError(response);
}

export const api = {
  session: () => getJson<SessionInfo>('api/session'),
  login: (request: LoginRequest) => post('api/login', request),
  logout: () => post('api/logout'),
  bot: () => getJson<BotInfo>('api/bot'),
  commands: () => getJson<CommandsInfo>('api/commands'),
  events: () => getJson<readonly EventInfo[]>('api/events'),
  plugins: () => getJson<readonly PluginInfo[]>('api/plugins'),
  flags: () => getJson<readonly FlagInfo[]>('api/flags'),
  runs: () => getJson<RunsInfo>('api/runs'),
};

/** The message to show for a failed request. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
