/** The band at the top of an index page (/case/, /usescene/): the page's h1 and a lead. */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {title: ReactNode; lead?: ReactNode};

export default function PageHero({title, lead}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </header>
  );
}
