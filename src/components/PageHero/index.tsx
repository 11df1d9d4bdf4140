/**
 * The hero of every product page (index pages, cases, use scenes, features, generators): an
 * optional back link and eyebrow, the page's h1, a lead and actions (buttons). One type scale
 * for all of them (styles.module.css).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  back?: {to: string; label: ReactNode};
  actions?: ReactNode;
  centered?: boolean;
};

export default function PageHero({title, lead, eyebrow, back, actions, centered = false}: Props): ReactNode {
  return (
    <header className={clsx(styles.hero, centered && styles.centered)}>
      <div className="container">
        {back ? (
          <Link to={back.to} className={styles.back}>
            {back.label}
          </Link>
        ) : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
