/**
 * Config strings that the theme's JSON translation files do not cover
 * (tagline, blog title and description, announcement bar), per locale.
 */
import {externalLinks} from './site';

export type SiteLocale = 'zh' | 'en';

export const localized: Record<string, {tagline: string; blogTitle: string; blogDescription: string}> = {
  zh: {
    tagline: 'Application Delivery Center',
    blogTitle: '博客',
    blogDescription: 'Rainbond 团队与社区关于云原生应用管理、交付与运维的实践文章',
  },
  en: {
    tagline: 'Application Delivery Center',
    blogTitle: 'Blog',
    blogDescription:
      'Articles from the Rainbond team and community on managing, delivering and operating cloud-native applications',
  },
};

/** HTML of the announcement bar for a locale: star the project, read the latest docs. */
export function announcementHtml(locale: string): string {
  const docs = locale === 'zh' ? '/docs/' : `/${locale}/docs/`;
  const github = externalLinks.github;
  if (locale === 'zh') {
    return `⭐️ 如果你喜欢 Rainbond，请在 <a target="_blank" rel="noopener noreferrer" href="${github}">GitHub</a> 上给我们一个 Star；当前文档对应最新版本 V5.11，<a href="${docs}">立即阅读</a>。`;
  }
  return `⭐️ If you like Rainbond, give us a star on <a target="_blank" rel="noopener noreferrer" href="${github}">GitHub</a>. These docs cover the latest release, V5.11: <a href="${docs}">read them now</a>.`;
}
