import type { ReactNode } from 'react';
import type { CommandRun, RegistrationStatus } from '../../src/protocol.ts';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export function Badge({ tone = 'neutral', children }: { readonly tone?: Tone; readonly children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

const REGISTRATION: Readonly<Record<RegistrationStatus, { tone: Tone; label: string; meaning: string }>> = {
  registered: { tone: 'success', label: 'registered', meaning: 'Written to Discord by the last registration.' },
  'up-to-date': { tone: 'success', label: 'up to date', meaning: 'Already on Discord as defined: nothing had to be written.' },
  failed: { tone: 'danger', label: 'failed', meaning: 'Discord refused the registration.' },
  pending: { tone: 'info', label: 'pending', meaning: 'The registration has not run yet.' },
  cancelled: { tone: 'warning', label: 'cancelled', meaning: 'A plugin prevented the registration.' },
  skipped: { tone: 'neutral', label: 'skipped', meaning: 'Another shard registers the commands.' },
  'not-registered': {
    tone: 'neutral',
    label: 'not registered',
    meaning: 'Nothing is sent to Discord for it: it is a message command, or dev-only without dev guilds.',
  },
};

export function registrationMeaning(status: RegistrationStatus): string {
  return REGISTRATION[status].meaning;
}

export function RegistrationBadge({ status }: { readonly status: RegistrationStatus }) {
  const { tone, label } = REGISTRATION[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const RUN_TONES: Readonly<Record<CommandRun['status'], Tone>> = {
  succeeded: 'success',
  failed: 'danger',
  stopped: 'warning',
};

export function RunStatusBadge({ status }: { readonly status: CommandRun['status'] }) {
  return <Badge tone={RUN_TONES[status]}>{status}</Badge>;
}
