import { lookupAppId } from '@huiliu/core';
import { useMemo } from 'react';
import { editorCatalogue, useValidationVersion } from '../../../editor/store/catalogueValidation';
import type { AppCatalogueQuery } from '../../../gql/graphql';

export type CatalogueEntry = AppCatalogueQuery['apps'][number];

/**
 * A catalogue app by id (long ids truncated, spec §5), from the catalogue the editor loaded for validation (no
 * query of its own, so canvas code outside a GraphQL provider still works): the canvas names and marks catalogue
 * steps with it. Undefined until the catalogue answers, and for unknown ids.
 */
export function useCatalogueLookup(): (appId: string) => CatalogueEntry | undefined {
  const version = useValidationVersion();
  return useMemo(() => {
    const byId = new Map(editorCatalogue().map((a) => [a.appId, a]));
    return (appId: string) => byId.get(lookupAppId(appId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version`: the catalogue changed behind editorCatalogue()
  }, [version]);
}
