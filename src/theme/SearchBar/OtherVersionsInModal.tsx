import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '@docusaurus/Translate';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import type { ModalScope } from '../../search/ui/modal-scope';
import { asksOtherVersions, countInVersions, versionsToName, type SearchVersion } from '../../search/ui/other-versions';
import { OtherVersionsLine } from '../../search/ui/OtherVersionsLine';
import { useOtherVersionCounts } from '../../search/ui/useOtherVersionCounts';
import { searchModalQueryAgain, useModalSlot } from './modal-slot';

interface Props {
  scope: ModalScope;
  /** The docs version of the page the modal was opened on, which it searches unless the reader chooses another. */
  pageVersion: string | undefined;
}

/**
 * In the open search modal, above the results: when the version searched has fewer than three
 * results for the query, how many each other version has, with a button that searches it there
 * and then; once another version is chosen, which one the results are from, with a way back.
 */
export function OtherVersionsInModal({ scope, pageVersion }: Props): ReactNode {
  const slot = useModalSlot(() => scope.reset());
  const { chosen, answer } = useSyncExternalStore(scope.subscribe, scope.snapshot, scope.snapshot);
  const versions: SearchVersion[] = (useAllDocsData().default?.versions ?? []).map(({ name, label }) => ({ name, label }));
  const current = answer && answer.query === slot.query && slot.query.trim() !== '' ? answer : undefined;
  const base = scope.base;
  const others = versions.filter((version) => version.name !== current?.version);
  const counts = useOtherVersionCounts(
    current && base && !chosen && asksOtherVersions(current.nbHits) && others.length > 0
      ? { key: JSON.stringify([current.query, current.version]), count: () => countInVersions(base, current.request, others) }
      : undefined,
  );
  if (!slot.element) return null;

  const search = (version: SearchVersion | undefined) => {
    scope.choose(version && version.name !== pageVersion ? version.name : undefined);
    searchModalQueryAgain();
  };
  const labelOf = (name: string | undefined) => versions.find((version) => version.name === name)?.label ?? name ?? '';
  return createPortal(
    <OtherVersionsLine query={current?.query ?? ''} counts={current ? versionsToName(current.nbHits, counts ?? []) : []} onChoose={search}>
      {chosen && slot.query.trim() !== '' && (
        <p className="search-other-versions__line">
          {translate(
            {
              id: 'search.otherVersions.chosen',
              message: 'These results are from {version}.',
              description: 'Says which docs version the search modal searched, when the reader chose another than the page’s',
            },
            { version: labelOf(chosen) },
          )}{' '}
          <button type="button" className="search-other-versions__switch" onClick={() => search(undefined)}>
            {translate(
              {
                id: 'search.otherVersions.back',
                message: 'Search {version}',
                description: 'Button that scopes the search modal to the page’s docs version again',
              },
              { version: labelOf(pageVersion) },
            )}
          </button>
        </p>
      )}
    </OtherVersionsLine>,
    slot.element,
  );
}
