import type { ApiVersion } from '../manifest';
import { resolveGitSource } from './git-source';
import { resolveLocalSource } from './local-source';
import { resolveNpmSource } from './npm-source';
import type { ResolvedSource, SourceContext } from './types';

/** Puts a version's library on disk, whichever kind of source the manifest names. */
export function resolveSource(version: ApiVersion, context: SourceContext): Promise<ResolvedSource> {
  const { source, entryPoints, packages } = version;
  switch (source.type) {
    case 'local':
      return resolveLocalSource(source, { entryPoints, packages }, context);
    case 'git':
      return resolveGitSource(source, { entryPoints, packages }, context);
    case 'npm':
      return resolveNpmSource(source, entryPoints, context);
  }
}
