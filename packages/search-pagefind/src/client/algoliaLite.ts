/**
 * Stands in for `algoliasearch/lite` in the embedded mode (the search plugin aliases that module
 * here), so the theme's search page queries the local index instead of Algolia.
 *
 * The search page has no error handling: when the index cannot be loaded this answers "nothing
 * found" and the page wrapper (../theme/SearchPage) says why.
 */
import {getLocalClient} from './runtime';
import type {LocalSearchClient} from './localClient';

function pageClient(): LocalSearchClient {
  const client = getLocalClient('page');
  return {
    ...client,
    search: async (requests: unknown) => {
      try {
        return await client.search(requests);
      } catch {
        const list = Array.isArray(requests) ? requests : ((requests as {requests?: unknown[]})?.requests ?? []);
        return {
          results: list.map(() => ({
            hits: [],
            nbHits: 0,
            nbPages: 0,
            page: 0,
            hitsPerPage: 0,
            query: '',
            params: '',
            index: 'local',
            facets: {},
            exhaustiveNbHits: true,
            exhaustiveFacetsCount: true,
            processingTimeMS: 0,
          })),
        };
      }
    },
  };
}

export function liteClient(_appId?: string, _apiKey?: string): LocalSearchClient {
  return pageClient();
}

export const algoliasearch = liteClient;
export default liteClient;
