// The UI is in English, so numbers and times are formatted the same way on every machine.
const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A run's duration: milliseconds with one decimal. */
export function formatDuration(ms: number): string {
  return `${ms.toFixed(1)} ms`;
}

export function formatLatency(ms: number | null): string {
  return ms === null ? '—' : `${Math.round(ms)} ms`;
}

/** The two largest units: `3 d 4 h`, `2 h 5 min`, `4 min 12 s`, `12 s`. */
export function formatUptime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor(seconds / 3600) % 24, 'h'],
    [Math.floor(seconds / 60) % 60, 'min'],
    [seconds % 60, 's'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return '0 s';
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** How long ago `iso` was, in the largest whole unit. */
export function formatRelative(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  // A clock a little ahead of the server's would otherwise say "in 1 s".
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

// Discord's application command option types.
const OPTION_TYPES: Readonly<Record<number, string>> = {
  1: 'subcommand',
  2: 'subcommand group',
  3: 'string',
  4: 'integer',
  5: 'boolean',
  6: 'user',
  7: 'channel',
  8: 'role',
  9: 'mentionable',
  10: 'number',
  11: 'attachment',
};

export function optionTypeName(type: number): string {
  return OPTION_TYPES[type] ?? `type ${type}`;
}

const RUN_KINDS: Readonly<Record<string, string>> = {
  chatInput: 'slash',
  message: 'message',
  userContextMenu: 'user menu',
  messageContextMenu: 'message menu',
};

/** How a run was invoked, in words: `slash`, `message`, `user menu`, `message menu`. */
export function runKindLabel(kind: string): string {
  return RUN_KINDS[kind] ?? kind;
}
