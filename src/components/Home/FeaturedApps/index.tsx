/** Landing section's content: every featured app as a card, and a link to the featured apps page. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {getFeaturedApps} from '@site/src/data/apps';
import AppCard from './AppCard';
import styles from './styles.module.css';

export const FEATURED_APPS_PATH = '/opensourceApps/';

export default function FeaturedApps(): ReactNode {
  return (
    <>
      <ul className={styles.grid}>
        {getFeaturedApps().map((app) => (
          <li key={app.id}>
            <AppCard app={app} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={FEATURED_APPS_PATH} className="button button--outline button--primary">
          <Translate id="home.featuredApps.all" description="Link to the featured apps page">
            按类型浏览精选应用
          </Translate>
        </Link>
      </p>
    </>
  );
}
