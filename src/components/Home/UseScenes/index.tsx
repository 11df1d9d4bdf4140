/** The eight use scenes, numbered; each links to its page. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getHomeScenes} from '@site/src/data/home';
import type {SceneSlug} from '@site/src/data/useScenes';
import styles from './styles.module.css';

const INDEX_PATH = '/usescene/';

/** `text`: the card text of each scene, from the home page's MDX. */
export default function SceneCards({text}: {text: Record<SceneSlug, string>}): ReactNode {
  return (
    <>
      <ol className={styles.grid}>
        {getHomeScenes(text).map((scene, i) => {
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
              <Link to={scene.to} className={styles.cardLink}>
                {title}
              </Link>
              <p className={styles.cardText}>{scene.description}</p>
            </li>
          );
        })}
      </ol>
      <p className={styles.all}>
        <Link to={INDEX_PATH} className="button button--outline button--primary">
          <Translate id="home.scenes.all" description="Link to the use scenes index">
            查看全部使用场景
          </Translate>
        </Link>
      </p>
    </>
  );
}
