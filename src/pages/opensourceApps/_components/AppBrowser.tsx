/**
 * The app list with type filter buttons. Rendered on the server with every app listed, so the
 * default view works without JavaScript; the buttons narrow it once the page is interactive.
 */
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {APP_TYPES, filterApps, getFeaturedApps, type AppType} from '@site/src/data/apps';
import AppCard from '@site/src/components/Home/FeaturedApps/AppCard';
import cardStyles from '@site/src/components/Home/FeaturedApps/styles.module.css';
import styles from './styles.module.css';

type Filter = AppType | 'all';

function filterLabel(filter: Filter): string {
  switch (filter) {
    case 'application':
      return translate({
        id: 'opensourceApps.filter.application',
        message: '应用',
        description: 'Filter button: applications',
      });
    case 'plugin':
      return translate({id: 'opensourceApps.filter.plugin', message: '插件', description: 'Filter button: plugins'});
    default:
      return translate({id: 'opensourceApps.filter.all', message: '全部', description: 'Filter button: everything'});
  }
}

export default function AppBrowser(): ReactNode {
  const [filter, setFilter] = useState<Filter>('all');
  const {selectMessage} = usePluralForm();
  const apps = getFeaturedApps();
  const shown = filterApps(apps, filter);
  const filters: Filter[] = ['all', ...APP_TYPES];

  return (
    <>
      <div className={styles.toolbar}>
        <div
          role="group"
          className={styles.filters}
          aria-label={translate({
            id: 'opensourceApps.filter.label',
            message: '按类型筛选',
            description: 'ARIA label of the filter buttons',
          })}>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              className={clsx('button', f === filter ? 'button--primary' : 'button--secondary', styles.filter)}
              aria-pressed={f === filter}
              onClick={() => setFilter(f)}>
              {filterLabel(f)}
            </button>
          ))}
        </div>
        <p className={styles.count} role="status" data-testid="apps-count">
          {selectMessage(
            shown.length,
            translate(
              {
                id: 'opensourceApps.count',
                message: '显示 {count} 个项目',
                description: 'Number of apps shown; plural forms separated by | (English: one|other)',
              },
              {count: shown.length},
            ),
          )}
        </p>
      </div>
      <ul className={cardStyles.grid} data-testid="apps-list">
        {shown.map((app) => (
          <li key={app.id}>
            <AppCard app={app} headingAs="h2" />
          </li>
        ))}
      </ul>
    </>
  );
}
