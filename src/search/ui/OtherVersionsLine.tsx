import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import type { SearchVersion, VersionCount } from './other-versions';
import './other-versions.css';

interface Props {
  query: string;
  /** The other versions' counts; versions without results are not mentioned. */
  counts: readonly VersionCount[];
  onChoose(version: SearchVersion): void;
  /** Said in the same place, before the counts (the modal says which version it searches). */
  children?: ReactNode;
}

/**
 * The line that points to other docs versions when the chosen one has few results for a query:
 * "Next has 12 results for “cache”." with a button that searches Next. It is a polite live region,
 * so a screen reader hears it when it appears; it stays in place (empty) while there is nothing to say.
 */
export function OtherVersionsLine({ query, counts, onChoose, children }: Props): ReactNode {
  const { selectMessage } = usePluralForm();
  const withResults = counts.filter((version) => version.count > 0);
  return (
    <div className="search-other-versions" aria-live="polite">
      {children}
      {withResults.length > 0 && (
        <p className="search-other-versions__line">
          {withResults.map((version) => (
            <span key={version.name} className="search-other-versions__version">
              {translate(
                {
                  id: 'search.otherVersions.count',
                  message: '{version} has {results} for “{query}”.',
                  description: 'How many results another docs version has for the query the reader searched',
                },
                {
                  version: version.label,
                  query,
                  results: selectMessage(
                    version.count,
                    translate(
                      {
                        id: 'search.otherVersions.results',
                        message: 'one result|{count} results',
                        description: 'Plural forms of a result count',
                      },
                      { count: version.count },
                    ),
                  ),
                },
              )}{' '}
              <button type="button" className="search-other-versions__switch" onClick={() => onChoose(version)}>
                {translate(
                  {
                    id: 'search.otherVersions.switch',
                    message: 'Search {version}',
                    description: 'Button that scopes the search to another docs version',
                  },
                  { version: version.label },
                )}
              </button>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
