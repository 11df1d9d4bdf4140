import useGlobalData from '@docusaurus/useGlobalData';
import {PLUGIN_NAME} from '../constants';

/** True when the site was built with the embedded search backend (no Algolia). */
export function useEmbeddedSearch(): boolean {
  const globalData = useGlobalData();
  return Boolean(globalData[PLUGIN_NAME]);
}
