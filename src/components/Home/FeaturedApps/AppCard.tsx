/**
 * One featured app: a monogram, name, category, type badges, a sentence, and where to go next
 * (the site's deployment guide when it has one, else the app store) plus its source.
 * Shared by the landing page and /opensourceApps/.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {appTypeLabel, type FeaturedApp} from '@site/src/data/apps';
import styles from './styles.module.css';

type Props = {app: FeaturedApp; headingAs?: 'h2' | 'h3'};

/** A stable hue per app, so monograms differ without any image. */
function hue(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export default function AppCard({app, headingAs = 'h3'}: Props): ReactNode {
  const {guide} = app;
  return (
    <article className={styles.card} data-testid={`app-${app.id}`} data-types={app.types.join(' ')}>
      <div className={styles.head}>
        <span className={styles.monogram} style={{backgroundColor: `hsl(${hue(app.id)} 60% 35%)`}} aria-hidden="true">
          {app.name.charAt(0)}
        </span>
        <div className={styles.titles}>
          <Heading as={headingAs} className={styles.name}>
            {app.name}
          </Heading>
          <p className={styles.category}>{app.category}</p>
        </div>
      </div>
      <ul
        className={styles.badges}
        aria-label={translate({
          id: 'apps.card.typesLabel',
          message: '类型',
          description: 'ARIA label of the type badges of an app card',
        })}>
        {app.types.map((type) => (
          <li key={type} className={styles.badge}>
            {appTypeLabel(type)}
          </li>
        ))}
      </ul>
      <p className={styles.description}>{app.description}</p>
      <div className={styles.links}>
        {guide ? (
          <Link to={guide} className={styles.primary}>
            <Translate id="apps.card.guide" description="Link from an app card to the site's deployment guide">
              部署教程
            </Translate>
          </Link>
        ) : (
          <Link href={app.install} className={styles.primary}>
            <Translate id="apps.card.install" description="Link from an app card to the public app store">
              从应用商店安装
            </Translate>
          </Link>
        )}
        <Link
          href={app.repo}
          className={styles.secondary}
          aria-label={translate(
            {
              id: 'apps.card.sourceLabel',
              message: '{name} 的源代码',
              description: 'ARIA label of the source link; {name} is the app',
            },
            {name: app.name},
          )}>
          <Translate id="apps.card.source" description="Link from an app card to the project's source repository">
            源代码
          </Translate>
        </Link>
      </div>
    </article>
  );
}
