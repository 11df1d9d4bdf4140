/**
 * What main.js is made of, for `npm run bench` (scripts/bench-main.mjs): with
 * `RAINBOND_BUILD_STATS=1` (or a folder), the client bundle's stats of main.js (its files, and each
 * of its modules: id, name, source size, the modules concatenated into it) are written to
 * `bench-results/stats-<locale>.json` (or `<folder>/stats-<locale>.json`) when the bundler is done.
 * Only main.js's modules are kept (the stats of every chunk of the site would be far larger).
 * The site lists the plugin only when the variable is set: each plugin's name is in main.js
 * (`siteMetadata.pluginVersions`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A module of the bundler's stats (webpack's and Rspack's `stats.toJson()`), as far as read here. */
export type StatsModule = {
  id?: string | number | null;
  name?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
};
type StatsChunk = {id?: string | number | null; names?: string[]; files?: string[]};

/** One module of main.js: a concatenated one lists what was concatenated into it. */
export type MainModule = {id: string | number; name: string; size: number; modules?: {name: string; size: number}[]};
/** What the plugin writes. */
export type MainStats = {locale: string; chunk: string; files: string[]; modules: MainModule[]};

/** The modules concatenated into `m` (a summary of hidden ones, without a name, is left out). */
const inner = (m: StatsModule) =>
  (m.modules ?? []).filter((n) => n.name).map((n) => ({name: n.name!, size: n.size ?? 0}));

/** The modules of the chunk `chunkName` (default main) in the bundler's stats. */
export function mainStats(
  json: {chunks?: StatsChunk[]; modules?: StatsModule[]},
  locale: string,
  chunkName = 'main',
): MainStats {
  const chunk = json.chunks?.find((c) => c.names?.includes(chunkName));
  if (!chunk || chunk.id == null) throw new Error(`build-stats: no chunk named ${chunkName} in the bundler's stats`);
  const modules = (json.modules ?? [])
    .filter((m) => m.id != null && m.name && m.chunks?.includes(chunk.id!))
    .map(
      (m): MainModule => ({
        id: m.id!,
        name: m.name!,
        size: m.size ?? 0,
        ...(inner(m).length ? {modules: inner(m)} : {}),
      }),
    );
  if (modules.length === 0) throw new Error(`build-stats: the stats list no module of ${chunkName}`);
  return {locale, chunk: chunkName, files: (chunk.files ?? []).filter((f) => f.endsWith('.js')), modules};
}

/** Where the stats go for this value of RAINBOND_BUILD_STATS (none when it is unset, empty or 0). */
export function statsFile(siteDir: string, locale: string, env = process.env.RAINBOND_BUILD_STATS): string | null {
  if (!env || env === '0') return null;
  return path.resolve(siteDir, env === '1' ? 'bench-results' : env, `stats-${locale}.json`);
}

type Compiler = {hooks: {done: {tap: (name: string, fn: (stats: {toJson: (o: object) => object}) => void) => void}}};

export default function buildStatsPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  const file = statsFile(context.siteDir, locale);
  return {
    name: 'rainbond-build-stats',
    configureWebpack(_config, isServer) {
      if (isServer || !file) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('rainbond-build-stats', (stats) => {
                // orphanModules: the modules concatenated into another are orphans, listed only with it.
                const json = stats.toJson({
                  all: false,
                  ids: true,
                  chunks: true,
                  modules: true,
                  nestedModules: true,
                  orphanModules: true,
                });
                fs.mkdirSync(path.dirname(file), {recursive: true});
                fs.writeFileSync(file, JSON.stringify(mainStats(json, locale)));
              });
            },
          },
        ],
      };
    },
  };
}
