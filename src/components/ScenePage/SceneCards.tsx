/** The use scenes as cards (the /usescene/ index). */
import '@site/src/utils/pageMessages/usescene'; // this family's translations (src/plugins/performance)
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getUseScenes} from '@site/src/data/useScenes';
import styles from './styles.module.css';

export default function SceneCards(): ReactNode {
  return (
    <ul className={styles.indexGrid} data-testid="scene-cards">
      {getUseScenes().map((scene, i) => (
        <li key={scene.slug} className={styles.indexCard}>
          <span className={styles.indexNumber} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Heading as="h2" className={styles.indexTitle}>
            <Link to={scene.route} className={styles.indexLink}>
              {scene.title}
            </Link>
          </Heading>
          <p className={styles.indexSummary}>{scene.summary}</p>
          <span className={styles.indexMore} aria-hidden="true">
            <Translate id="usescene.index.more">了解详情</Translate>
          </span>
        </li>
      ))}
    </ul>
  );
}
