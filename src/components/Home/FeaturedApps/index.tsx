/** Landing section: every featured app as a card, and a link to the featured apps page. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {getFeaturedApps} from '@site/src/data/apps';
import Section from '../Section';
import AppCard from './AppCard';
import styles from './styles.module.css';

export const FEATURED_APPS_PATH = '/opensourceApps/';

export default function FeaturedApps(): ReactNode {
  return (
    <Section
      id="featured-apps"
      muted
      title={
        <Translate id="home.featuredApps.title" description="Title of the featured apps section">
          精选开源应用
        </Translate>
      }
      lead={
        <Translate id="home.featuredApps.lead" description="Lead of the featured apps section">
          这些常用的开源项目已经做成了 Rainbond 应用模板，装好就能用，不必自己编写部署文件。
        </Translate>
      }>
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
    </Section>
  );
}
