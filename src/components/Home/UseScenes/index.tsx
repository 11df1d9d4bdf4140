/** The eight use scenes; each links to its page once that page exists. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getUseScenes} from '@site/src/data/home';
import {useRouteExists} from '@site/src/utils/useRouteExists';
import Section from '../Section';
import styles from './styles.module.css';

const INDEX_PATH = '/usescene/';

export default function UseScenes(): ReactNode {
  const exists = useRouteExists();
  return (
    <Section
      id="usescenes"
      title={
        <Translate id="home.scenes.title" description="Title of the use scenes section">
          用 Rainbond 做什么
        </Translate>
      }
      lead={
        <Translate id="home.scenes.lead" description="Lead of the use scenes section">
          软件开发商、企业 IT 部门和平台团队，各自用它解决不同的问题。
        </Translate>
      }>
      <ol className={styles.grid}>
        {getUseScenes().map((scene, i) => {
          const to = `/usescene/${scene.slug}`;
          const title = (
            <Heading as="h3" className={styles.cardTitle}>
              {scene.title}
            </Heading>
          );
          return (
            <li key={scene.slug} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {exists(to) ? (
                <Link to={to} className={styles.cardLink}>
                  {title}
                </Link>
              ) : (
                title
              )}
              <p className={styles.cardText}>{scene.description}</p>
            </li>
          );
        })}
      </ol>
      {exists(INDEX_PATH) ? (
        <p className={styles.all}>
          <Link to={INDEX_PATH} className="button button--outline button--primary">
            <Translate id="home.scenes.all" description="Link to the use scenes index">
              查看全部使用场景
            </Translate>
          </Link>
        </p>
      ) : null}
    </Section>
  );
}
