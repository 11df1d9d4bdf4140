/** A landing page band: a centred h2 (labelling the section), an optional lead and the content. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** Anchor of the section; the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Muted bands alternate with plain ones. */
  muted?: boolean;
  children: ReactNode;
};

export default function Section({id, title, lead, muted = false, children}: Props): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, muted && styles.muted)}>
      <div className="container">
        <Heading as="h2" id={headingId} className={styles.title}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
