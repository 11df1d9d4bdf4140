/**
 * A grid of cards with an icon, a title and a short text: the platform's values (`values`) and
 * the five features (`features`, each linking to its page).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {ArrowIcon, HomeIcon} from '../icons';
import styles from './styles.module.css';

export type IconCard = {slug: string; title: string; description: string; to?: string};

type Props = {items: IconCard[]; variant: 'values' | 'features'};

export default function IconCards({items, variant}: Props): ReactNode {
  return (
    <ul className={clsx(styles.grid, styles[variant])}>
      {items.map((item) => (
        <li key={item.slug} className={styles.card}>
          <span className={styles.icon}>
            <HomeIcon id={item.slug} />
          </span>
          <Heading as="h3" className={styles.cardTitle}>
            {item.title}
          </Heading>
          <p className={styles.cardText}>{item.description}</p>
          {item.to ? (
            <Link to={item.to} className={styles.more}>
              <Translate
                id="home.features.more"
                description="Link from a feature card to its page; {name} (visually hidden) is the feature's name"
                values={{name: <span className="sr-only">{item.title}</span>}}>
                {'了解更多{name}'}
              </Translate>
              <ArrowIcon />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
