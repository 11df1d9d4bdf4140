/**
 * A grid of cards, each a title and a sentence (problems, benefits, outcomes...). Shared by the
 * use-scene and case pages; `accent` colours the top border (warning: problems, success: gains).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {TitledText} from '@site/src/data/useScenes';
import styles from './styles.module.css';

type Props = {items: TitledText[]; accent?: 'warning' | 'success'};

export default function TitledCards({items, accent}: Props): ReactNode {
  return (
    <ul className={clsx(styles.cards, accent && styles[accent])}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <Heading as="h3" className={styles.cardTitle}>
            {item.title}
          </Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
