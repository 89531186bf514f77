import { useEffect, useRef, useState } from 'react';
import type { VersionCount } from './other-versions';

/** What to count, for one query and scope (`key`), when its results fell short of the threshold. */
export interface CountRequest {
  key: string;
  count(): Promise<VersionCount[]>;
}

/** Counting waits for the reader to pause typing: one count per query they stop at, not per keystroke. */
const settleMs = 150;

/**
 * The other versions' counts for the current query, once asked and answered; undefined while
 * there is nothing to ask (`request` undefined: enough results, or no query) or no answer yet.
 * A failed count shows nothing: the reader still has the results of the chosen version.
 */
export function useOtherVersionCounts(request: CountRequest | undefined): VersionCount[] | undefined {
  const [answer, setAnswer] = useState<{ key: string; counts: VersionCount[] }>();
  const latest = useRef(request);
  useEffect(() => {
    latest.current = request;
  });
  const key = request?.key;
  useEffect(() => {
    if (key === undefined) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      latest.current?.count().then(
        (counts) => {
          if (!cancelled) setAnswer({ key, counts });
        },
        () => {},
      );
    }, settleMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key]);
  return answer && answer.key === key ? answer.counts : undefined;
}
