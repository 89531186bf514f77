import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/ContentVisibility';

// The banners are admonitions: loaded with the rare page that shows one, not with every doc page.
const Unlisted = lazy(() => import('@theme/ContentVisibility/Unlisted'));
const Draft = lazy(() => import('@theme/ContentVisibility/Draft'));

/** The theme's unlisted and draft banners (the same conditions), loaded only by a page that shows one. */
export default function ContentVisibility({ metadata }: Props): ReactNode {
  const { unlisted, frontMatter } = metadata;
  // As the theme: the front matter tells in development, where `metadata.unlisted` is always false.
  const isUnlisted = unlisted || Boolean(frontMatter.unlisted);
  const isDraft = Boolean(frontMatter.draft);
  if (!isUnlisted && !isDraft) return null;
  return (
    <Suspense fallback={null}>
      {isUnlisted && <Unlisted />}
      {isDraft && <Draft />}
    </Suspense>
  );
}
