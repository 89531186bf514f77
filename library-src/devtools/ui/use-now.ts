import { useSyncExternalStore } from 'react';

// One shared clock for every relative time and uptime on screen, so they tick together and a
// long runs table does not start a timer per row.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The current time in ms, updated every second while any component uses it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
