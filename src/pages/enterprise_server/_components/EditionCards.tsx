import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {getEditions} from '@site/src/data/editions';
import styles from '../styles.module.css';

/** Community edition, enterprise edition and service subscription, side by side. */
export default function EditionCards(): ReactNode {
  return (
    <ul className={styles.cards}>
      {getEditions().map((edition) => (
        <li key={edition.id} className={clsx(styles.card, edition.highlighted && styles.cardHighlighted)} data-edition={edition.id}>
          <Heading as="h2" className={styles.cardName}>
            {edition.name}
          </Heading>
          <p className={styles.cardPrice}>{edition.price}</p>
          <p>{edition.summary}</p>
          <ul className={styles.cardPoints}>
            {edition.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link
            className={clsx('button button--block', edition.highlighted ? 'button--primary' : 'button--secondary')}
            {...(edition.action.to ? {to: edition.action.to} : {href: edition.action.href})}>
            {edition.action.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
