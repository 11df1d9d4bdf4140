/**
 * A grid of cards, each a link to a page: an optional line on top, a title, a summary and a
 * "read more" cue. The whole card is clickable (the title link covers it). Used by the /case/
 * and /usescene/ index pages.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type LinkCard = {
  key: string;
  to: string;
  title: ReactNode;
  summary: ReactNode;
  /** Shown above the title (a customer and industry, a number...). */
  top?: ReactNode;
};

type Props = {
  cards: LinkCard[];
  /** The cue at the bottom of each card (hidden from screen readers: the title is the link). */
  more: ReactNode;
  /** Narrowest a card may get before the grid drops a column. */
  minCardWidth?: string;
  'data-testid'?: string;
};

export default function LinkCards({cards, more, minCardWidth = '18rem', 'data-testid': testId}: Props): ReactNode {
  return (
    <ul className={styles.grid} style={{'--link-card-min': minCardWidth} as CSSProperties} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card}>
          {card.top}
          <Heading as="h2" className={styles.title}>
            <Link to={card.to} className={styles.link}>
              {card.title}
            </Link>
          </Heading>
          <p className={styles.summary}>{card.summary}</p>
          <span className={styles.more} aria-hidden="true">
            {more}
          </span>
        </li>
      ))}
    </ul>
  );
}
