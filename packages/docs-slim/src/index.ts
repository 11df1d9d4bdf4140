/**
 * The docs plugin (@docusaurus/plugin-content-docs), with lighter data on every docs page.
 *
 * Every docs page loads its version's metadata (`version` prop of the version route): the
 * sidebars and, for `useDocById`, every doc's id, title and description. The doc list is most of
 * it (Chinese descriptions compress badly), yet only the cards of `<DocCardList />` read it, for their descriptions.
 * Here it is emptied, and each doc that is a category's link page carries the descriptions of
 * the docs directly under it in its own metadata (`cardDescriptions`, part of the page's chunk,
 * no extra request), where the site's DocCard wrapper reads them through ./cardDescriptions.ts
 * (and gives the theme's card no doc id, so the theme does not look the doc up).
 *
 * Option `slim: false` switches it off: the docs plugin as it is.
 *
 * Wraps the plugin through its public lifecycle (`contentLoaded` and its `addRoute` and
 * `createData` actions); relies on the shape of the version route (`props.version.docs`, under
 * the plugin's root route) and on each doc's metadata being written with `createData` (see
 * ../README.md); the build fails, naming them, when they match nothing or @docusaurus/core is
 * outside `~3.10.2`.
 */
import type {Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** What the internals this plugin relies on are called in the site's list of internals. */
export const INTERNAL = "the docs plugin's routes";

/** The @docusaurus/core versions this plugin was written and tested against (package.json's peer range). */
export const DOCUSAURUS_RANGE = '~3.10.2';

/** The installed @docusaurus/core version. */
export function installedDocusaurus(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read where the plugin runs
  return (require('@docusaurus/core/package.json') as {version: string}).version;
}

/** Throws unless `version` is in `~3.10.2` (3.10.2 up to, not including, 3.11.0). */
export function assertDocusaurusVersion(version: string = installedDocusaurus()): void {
  const m = /^3\.10\.(\d+)$/.exec(version);
  if (!m || Number(m[1]) < 2)
    throw new Error(
      `docs-slim: written for @docusaurus/core ${DOCUSAURUS_RANGE}, but ${version} is installed. Check ${INTERNAL} (packages/docs-slim/README.md) against it, then update the range.`,
    );
}

/** docs-slim's own option; the others are the docs plugin's. */
export type Options = PluginOptions & {
  /** Slim the docs data (default). `false`: the docs plugin as it is. */
  slim?: boolean;
};

/** docId -> description, for the cards of one page. */
export type CardDescriptions = Record<string, string>;

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
type VersionContent = {
  versionName: string;
  docs: {id: string; description: string}[];
  sidebars: Record<string, SidebarItem[]>;
};

/**
 * For each doc that is a category's link page, the descriptions of the docs directly under that
 * category (what its `<DocCardList />` shows), keyed `<version>:<docId>`.
 */
export function cardDescriptionsByDoc(versions: VersionContent[]): Map<string, CardDescriptions> {
  const byDoc = new Map<string, CardDescriptions>();
  for (const version of versions) {
    const descriptions = new Map(version.docs.map((doc) => [doc.id, doc.description]));
    const visit = (items: SidebarItem[]) => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        if (item.link?.type === 'doc' && item.link.id) {
          const key = `${version.versionName}:${item.link.id}`;
          const cards: CardDescriptions = {...byDoc.get(key)};
          for (const child of item.items ?? []) {
            const description =
              (child.type === 'doc' || child.type === 'ref') && child.id ? descriptions.get(child.id) : undefined;
            if (child.id && description) cards[child.id] = description;
          }
          if (Object.keys(cards).length > 0) byDoc.set(key, cards);
        }
        visit(item.items ?? []);
      }
    };
    for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
  }
  return byDoc;
}

/** The route with every version route below it (or itself) without doc descriptions. */
export function slimRoute(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
  if (version?.docs) return {...route, props: {...route.props, version: {...version, docs: {}}}};
  // The version routes sit under the plugin's root route. A route with nothing to slim is returned as it is.
  if (!route.routes) return route;
  const routes = route.routes.map(slimRoute);
  return routes.some((child, i) => child !== route.routes![i]) ? {...route, routes} : route;
}

type GlobalVersionLike = {mainDocId: string; docs: {id: string}[]};

/**
 * The plugin's global data (in main.js, on every page of the site) without its list of every
 * doc (id, path, sidebar). The theme reads that list for
 * the version dropdown only: each version's main doc (kept, the fallback target) and the page's
 * own doc in the other versions (the site has one version, so its dropdown entry now leads to
 * the docs' main page instead of the page itself).
 */
export function slimGlobalData<T>(data: T): T {
  const versions = (data as {versions?: GlobalVersionLike[]} | undefined)?.versions;
  if (!Array.isArray(versions)) return data;
  return {...data, versions: versions.map((v) => ({...v, docs: v.docs.filter((doc) => doc.id === v.mainDocId)}))};
}

type DocMetadataLike = {id: string; version: string; permalink: string; source: string};
const isDocMetadata = (data: unknown): data is DocMetadataLike =>
  typeof data === 'object' &&
  data !== null &&
  ['id', 'version', 'permalink', 'source'].every((key) => typeof (data as Record<string, unknown>)[key] === 'string');

/** createData that adds `cardDescriptions` to the metadata of the docs in `byDoc`. */
export function withCardDescriptions(
  createData: PluginContentLoadedActions['createData'],
  byDoc: Map<string, CardDescriptions>,
): PluginContentLoadedActions['createData'] {
  return (name, data) => {
    const cards = isDocMetadata(data) ? byDoc.get(`${data.version}:${data.id}`) : undefined;
    return createData(name, cards ? {...(data as object), cardDescriptions: cards} : data);
  };
}

/** Throws, naming the internal, when a part of the docs plugin's output docs-slim changes was not found. */
export function assertSlimmed(
  seen: {versionRoutes: number; docMetadata: number; globalData: number},
  docs: number,
): void {
  const missing = [
    seen.versionRoutes === 0 && 'no version route with `props.version.docs`',
    docs > 0 &&
      seen.docMetadata === 0 &&
      'no doc metadata (`{id, version, permalink, source}`) written with `createData`',
    seen.globalData === 0 && 'no global data with `versions[].docs`',
  ].filter(Boolean);
  if (missing.length)
    throw new Error(
      `docs-slim: ${INTERNAL} match nothing: ${missing.join('; ')} (@docusaurus/core ${installedDocusaurus()}); see packages/docs-slim/README.md`,
    );
}

const slimDocsPlugin: PluginModule<unknown> = async (context, options) => {
  const {slim = true, ...docsOptions} = options as Options;
  const plugin = (await docsPlugin(context, docsOptions as PluginOptions)) as Plugin<unknown>;
  if (!slim) return plugin;
  assertDocusaurusVersion();
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error(`docs-slim: ${INTERNAL}: the docs plugin has no \`contentLoaded\``);
  return {
    ...plugin,
    async contentLoaded(args) {
      const versions = (args.content as LoadedContent).loadedVersions as unknown as VersionContent[];
      const byDoc = cardDescriptionsByDoc(versions);
      const seen = {versionRoutes: 0, docMetadata: 0, globalData: 0};
      const createData = withCardDescriptions(args.actions.createData, byDoc);
      await contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          createData: (name, data) => {
            if (isDocMetadata(data)) seen.docMetadata += 1;
            return createData(name, data);
          },
          addRoute: (route) => {
            const slim = slimRoute(route);
            if (slim !== route) seen.versionRoutes += 1;
            args.actions.addRoute(slim);
          },
          setGlobalData: (data) => {
            const slim = slimGlobalData(data);
            if (slim !== data) seen.globalData += 1;
            args.actions.setGlobalData(slim);
          },
        },
      });
      assertSlimmed(
        seen,
        versions.reduce((n, v) => n + v.docs.length, 0),
      );
    },
  };
};
/** The docs plugin's validation, with `slim` (a boolean) taken out before and put back after. */
slimDocsPlugin.validateOptions = (({options, validate}: {options: Options; validate: unknown}) => {
  const {slim, ...docsOptions} = options;
  if (slim !== undefined && typeof slim !== 'boolean')
    throw new Error(`docs-slim: option \`slim\` must be a boolean, got ${JSON.stringify(slim)}`);
  const validated = (validateOptions as unknown as (args: {options: unknown; validate: unknown}) => PluginOptions)({
    options: docsOptions,
    validate,
  });
  return slim === undefined ? validated : {...validated, slim};
}) as unknown as PluginModule['validateOptions'];

export default slimDocsPlugin;
