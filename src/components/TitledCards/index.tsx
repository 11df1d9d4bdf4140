/**
 * Titled items (problems, benefits, outcomes, steps taken...), used from the product pages' MDX.
 * `grid`: a grid of cards whose top border `accent` colours (warning: problems, success: gains);
 * `timeline`: a numbered vertical timeline.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type TitledText = {title: string; description: string};

type Props = {items: TitledText[]; accent?: 'warning' | 'success'; variant?: 'grid' | 'timeline'};

export default function TitledCards({items, accent, variant = 'grid'}: Props): ReactNode {
  const List = variant === 'timeline' ? 'ol' : 'ul';
  return (
    <List className={clsx(styles[variant], accent && styles[accent])}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <Heading as="h3" className={styles.title}>
            {item.title}
          </Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  );
}
