/**
 * Customer cases (/case/<slug>): the customer's situation, what they built with Rainbond and
 * the outcome. This is the family's index: what the cards, cross-links and the page's hero and
 * title need, one translation each. The page's text is MDX, one file per locale:
 * src/pages/case/<slug>.mdx and i18n/en/docusaurus-plugin-content-pages/case/<slug>.mdx.
 * Facts and figures come only from what the customers shared publicly.
 */
import {translate} from '@docusaurus/Translate';
import {getDocLink, type CaseRef, type DocKey, type DocLink, type SceneSlug} from './useScenes';

/** Slugs in the order of the cards on /case/ (the route is `/case/<slug>`). */
export const CASE_SLUGS = [
  'talkweb',
  'penghai',
  'zhjl',
  'xybigdata',
  'csgApp',
  'kgdata',
] as const satisfies readonly CaseRef[];

export type CaseSlug = (typeof CASE_SLUGS)[number];

export const caseRoute = (slug: CaseSlug): string => `/case/${slug}`;

export type CaseStudy = {
  slug: CaseSlug;
  route: string;
  customer: string;
  industry: string;
  title: string;
  /** One or two sentences: card text and meta description. */
  summary: string;
  scenes: SceneSlug[];
  docs: DocLink[];
};

type CaseContent = Omit<CaseStudy, 'slug' | 'route' | 'docs'> & {docs: DocKey[]};

function content(slug: CaseSlug): CaseContent {
  switch (slug) {
    case 'talkweb':
      return {
        customer: translate({id: 'case.talkweb.customer', message: '拓维信息'}),
        industry: translate({id: 'case.talkweb.industry', message: '软件与信息服务'}),
        title: translate({id: 'case.talkweb.title', message: '拓维信息：用 Rainbond 统一各团队的应用管理'}),
        summary: translate({
          id: 'case.talkweb.summary',
          message: '拓维信息的 PaaS 团队选择 Rainbond 作为公司内部的云原生应用平台，取代各个团队各自搭建的部署方式。',
        }),
        scenes: ['AppManagement', 'MultiCloudManagement'],
        docs: ['introduction', 'helmInstall'],
      };
    case 'penghai':
      return {
        customer: translate({id: 'case.penghai.customer', message: '鹏海软件'}),
        industry: translate({id: 'case.penghai.industry', message: '工业互联网'}),
        title: translate({id: 'case.penghai.title', message: '鹏海软件：在 Rainbond 上研发工业互联网产品'}),
        summary: translate({
          id: 'case.penghai.summary',
          message: '鹏海软件没有专职运维，研发团队借助 Rainbond 统一了项目环境、持续部署和日常运维，把时间还给了代码。',
        }),
        scenes: ['IntegrationDev', 'componentReuse'],
        docs: ['gettingStarted', 'quickInstall'],
      };
    case 'zhjl':
      return {
        customer: translate({id: 'case.zhjl.customer', message: '智慧巨鹿'}),
        industry: translate({id: 'case.zhjl.industry', message: '智慧城市'}),
        title: translate({id: 'case.zhjl.title', message: '智慧巨鹿：一个平台管理全部智慧城市应用'}),
        summary: translate({
          id: 'case.zhjl.summary',
          message:
            '负责项目运维的北京数立通科技用 Rainbond 承载了十多家供应商开发的三十多套智慧城市应用，并为供应商建立了统一的准入流程。',
        }),
        scenes: ['AppManagement', 'IntegrationDev'],
        docs: ['edition', 'highAvailability'],
      };
    case 'xybigdata':
      return {
        customer: translate({id: 'case.xybigdata.customer', message: '咸阳市大数据管理局'}),
        industry: translate({id: 'case.xybigdata.industry', message: '政务与智慧城市'}),
        title: translate({
          id: 'case.xybigdata.title',
          message: '咸阳市大数据管理局：以 Rainbond 作为智慧城市的应用底座',
        }),
        summary: translate({
          id: 'case.xybigdata.summary',
          message:
            '咸阳市用 Rainbond 建起智慧城市应用管理平台，统一承载各部门的应用，并在疫情期间迅速上线了外来人口登记系统。',
        }),
        scenes: ['AppManagement', 'MultiCloudManagement', 'EnterpriseDeliveryOne'],
        docs: ['highAvailability', 'helmInstall'],
      };
    case 'csgApp':
      return {
        customer: translate({id: 'case.csgApp.customer', message: '藏书馆 App'}),
        industry: translate({id: 'case.csgApp.industry', message: '互联网与数字阅读'}),
        title: translate({id: 'case.csgApp.title', message: '藏书馆：基于 Rainbond 的云原生 DevOps 实践'}),
        summary: translate({
          id: 'case.csgApp.summary',
          message:
            '厦门正观易知科技的藏书馆 App 由约 50 个微服务组成，团队用 Rainbond 打通了从开发、测试到生产的交付流程，并大幅削减了服务器资源。',
        }),
        scenes: ['IntegrationDev', 'AppManagement'],
        docs: ['gettingStarted', 'edition'],
      };
    case 'kgdata':
      return {
        customer: translate({id: 'case.kgdata.customer', message: '柯基数据'}),
        industry: translate({id: 'case.kgdata.industry', message: '知识图谱与人工智能'}),
        title: translate({id: 'case.kgdata.title', message: '柯基数据：完成云原生改造，向离线客户持续交付'}),
        summary: translate({
          id: 'case.kgdata.summary',
          message:
            '柯基数据把多套业务系统迁上 Rainbond 并按云原生规范改造，交付物变成一个离线包，在客户环境一键安装、一键升级。',
        }),
        scenes: ['offlineDelivery', 'EnterpriseDeliveryOne', 'EnterpriseDeliveryTwo'],
        docs: ['offlineInstall', 'flow'],
      };
  }
}

/** One case, translated. */
export function getCase(slug: CaseSlug): CaseStudy {
  const {docs, ...rest} = content(slug);
  return {slug, route: caseRoute(slug), ...rest, docs: docs.map(getDocLink)};
}

/** All cases in card order, translated. */
export function getCases(): CaseStudy[] {
  return CASE_SLUGS.map(getCase);
}
