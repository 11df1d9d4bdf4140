/** Names shared by the build side and the browser side of the embedded search. */
export const PLUGIN_NAME = 'rainbond-local-search';
/** Folder, under each locale's output folder, that holds the index (see indexer.mjs). */
export const INDEX_FOLDER = 'pagefind';
