import { formatRelative } from '../format.ts';
import { useNow } from '../use-now.ts';

/** "12 s ago", with the exact ISO time on hover and for assistive technology that reads it. */
export function RelativeTime({ iso }: { readonly iso: string }) {
  const now = useNow();
  return (
    <time dateTime={iso} title={iso}>
      {formatRelative(iso, now)}
    </time>
  );
}
