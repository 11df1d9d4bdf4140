/** The use scenes as cards (the /usescene/ index), numbered. */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import LinkCards from '@site/src/components/LinkCards';
import {getUseScenes} from '@site/src/data/useScenes';
import styles from './styles.module.css';

export default function SceneCards(): ReactNode {
  const cards = getUseScenes().map((scene, i) => ({
    key: scene.slug,
    to: scene.route,
    title: scene.title,
    summary: scene.summary,
    top: (
      <span className={styles.indexNumber} aria-hidden="true">
        {String(i + 1).padStart(2, '0')}
      </span>
    ),
  }));
  return (
    <LinkCards
      cards={cards}
      minCardWidth="17rem"
      data-testid="scene-cards"
      more={<Translate id="usescene.index.more">了解详情</Translate>}
    />
  );
}
