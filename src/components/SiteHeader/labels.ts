/**
 * Labels of the custom header, by entry id (src/data/site.ts). Literal translate() calls,
 * so `write-translations` extracts them into i18n/<locale>/code.json.
 */
import {translate} from '@docusaurus/Translate';

export function headerLabels(): Record<string, string> {
  return {
    'navbar.enterprise': translate({id: 'navbar.enterprise', message: '企业版'}),
    'navbar.feature': translate({id: 'navbar.feature', message: '功能特性'}),
    'navbar.feature.devops': translate({id: 'navbar.feature.devops', message: '一体化 DevOps'}),
    'navbar.feature.multiCluster': translate({id: 'navbar.feature.multiCluster', message: 'Kubernetes 多集群管理'}),
    'navbar.feature.serviceMesh': translate({id: 'navbar.feature.serviceMesh', message: '开箱即用的微服务治理'}),
    'navbar.feature.appMarket': translate({id: 'navbar.feature.appMarket', message: '云原生应用市场'}),
    'navbar.feature.appOps': translate({id: 'navbar.feature.appOps', message: '自动化应用运维'}),
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
