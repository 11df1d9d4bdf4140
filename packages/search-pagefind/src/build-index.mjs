// @ts-check
/**
 * Command line for the index build, run by the search plugin after each locale's build (in a
 * child process: Pagefind's Node API is ESM-only and the config loader cannot import it).
 *   node build-index.mjs <outDir> <locale> [otherLocale,...] [options as JSON]
 */
import {close} from 'pagefind';
import {buildSearchIndex} from './indexer.mjs';

const [outDir, locale, others = '', json = '{}'] = process.argv.slice(2);
if (!outDir || !locale) {
  console.error('usage: node build-index.mjs <outDir> <locale> [otherLocale,...] [options as JSON]');
  process.exit(2);
}
try {
  const result = await buildSearchIndex({
    outDir,
    locale,
    otherLocales: others.split(',').filter(Boolean),
    options: JSON.parse(json),
    log: (msg) => console.log(`[search] ${msg}`),
  });
  if (result.pages === 0) console.warn(`[search] warning: no page of locale ${locale} was indexed`);
} catch (error) {
  console.error(`[search] the search index could not be built: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await close();
}
