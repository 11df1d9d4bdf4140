/**
 * A landing-page blurb with a title, the MDX's paragraph and a row of link buttons (the community
 * and contribution panels).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type PanelLink = {
  /** A path of this site (`/…`) or an external URL. */
  to: string;
  label: string;
  primary?: boolean;
};

type Props = {id: string; title: string; links: PanelLink[]; children: ReactNode};

export default function Panel({id, title, links, children}: Props): ReactNode {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.panel}>
      <Heading as="h2" id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.text}>{children}</div>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              {...(link.to.startsWith('/') ? {to: link.to} : {href: link.to})}
              className={clsx('button', link.primary ? 'button--primary' : 'button--secondary')}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
