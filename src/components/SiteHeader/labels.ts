/**
 * Labels of the custom header, by entry id (src/data/site.ts). Literal translate() calls,
 * so `write-translations` extracts them into i18n/<locale>/code.json; the feature entries use
 * the feature pages' titles.
 */
import {translate} from '@docusaurus/Translate';
import {getFeatures, type FeatureSlug} from '@site/src/data/features';

/** `navbar.feature.<camelCaseSlug>`, the header entry id of a feature page (src/data/site.ts). */
const featureNavId = (slug: FeatureSlug) =>
  `navbar.feature.${slug.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}`;

export function headerLabels(): Record<string, string> {
  return {
    'navbar.enterprise': translate({id: 'navbar.enterprise', message: '企业版'}),
    'navbar.feature': translate({id: 'navbar.feature', message: '功能特性'}),
    // The feature pages' titles, from their index (one translation each).
    ...Object.fromEntries(getFeatures().map((f) => [featureNavId(f.slug), f.title])),
    'navbar.inDepth': translate({id: 'navbar.inDepth', message: '深入'}),
    'navbar.inDepth.useScene': translate({id: 'navbar.inDepth.useScene', message: '使用场景'}),
    'navbar.inDepth.case': translate({id: 'navbar.inDepth.case', message: '用户案例'}),
    'navbar.inDepth.blog': translate({id: 'navbar.inDepth.blog', message: '博客'}),
    'navbar.inDepth.openApi': translate({id: 'navbar.inDepth.openApi', message: 'OpenAPI'}),
    'navbar.docs': translate({id: 'navbar.docs', message: '文档'}),
    'navbar.appStore': translate({id: 'navbar.appStore', message: '应用商店'}),
    'navbar.featuredApps': translate({id: 'navbar.featuredApps', message: '精选应用'}),
  };
}
