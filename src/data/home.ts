/**
 * Content of the home page that is not prose: the install command and paths, the app market's
 * claim, and the cards of the features and use scenes. A card's title and route come from its
 * family's index (features.ts, useScenes.ts: one translation each); its short text is the home
 * page's own, written in src/pages/index.mdx and its English twin.
 */
import {getFeatures, type FeatureSlug} from './features';
import {getUseScenes, type SceneSlug} from './useScenes';

export const QUICK_INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

/** Where the hero's two install buttons lead. */
export const INSTALL_SINGLE_HOST_PATH = '/docs/quick-start/quick-install';
export const INSTALL_KUBERNETES_PATH = '/docs/installation/install-with-helm/';

/** The number of apps and plugins in the public app market (a claim shown on the landing). */
export const APP_MARKET_COUNT = '80+';

export type HomeCard = {slug: string; to: string; title: string; description: string};

/** Entries of a family's index, in its order, each with the home page's text for it. */
function cards<S extends string>(
  index: {slug: S; route: string; title: string}[],
  text: Record<S, string>,
): HomeCard[] {
  return index.map(({slug, route, title}) => ({slug, to: route, title, description: text[slug]}));
}

/** The five features, each with its own page. */
export const getHomeFeatures = (text: Record<FeatureSlug, string>): HomeCard[] => cards(getFeatures(), text);

/** The eight use scenes, in the order of the use scene index page. */
export const getHomeScenes = (text: Record<SceneSlug, string>): HomeCard[] => cards(getUseScenes(), text);
