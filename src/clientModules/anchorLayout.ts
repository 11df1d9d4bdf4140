/**
 * A client-side navigation to an anchor (`/docs/page#heading` from another page: the browser's
 * `:target` does not follow history.pushState) marks the page, so the text is laid out whole
 * before the router scrolls to the heading (src/css/custom.css: `content-visibility` is lifted).
 * Otherwise the blocks above the heading, drawn at their placeholder height, would move it once
 * they render.
 */
import type {ClientModule} from '@docusaurus/types';

export const ANCHOR_ATTRIBUTE = 'data-anchor-navigation';

const clientModule: ClientModule = {
  onRouteUpdate({location}) {
    if (typeof document === 'undefined') return;
    if (location.hash) document.documentElement.setAttribute(ANCHOR_ATTRIBUTE, '');
    else document.documentElement.removeAttribute(ANCHOR_ATTRIBUTE);
  },
};

export default clientModule;
