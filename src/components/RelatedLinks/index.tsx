/**
 * The "read more" block of every product page: groups of links (related docs, cases, scenes,
 * other features). With a `title`, the block gets an h2 and each group an h3; without one,
 * each group is its own h2.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type RelatedLink = {to: string; label: ReactNode};
export type RelatedGroup = {id: string; title: ReactNode; links: RelatedLink[]};

type Props = {id?: string; title?: ReactNode; groups: RelatedGroup[]};

export default function RelatedLinks({id = 'read-more', title, groups}: Props): ReactNode {
  const shown = groups.filter((g) => g.links.length > 0);
  const level = title ? 'h3' : 'h2';
  const list = (
    <div className={styles.groups}>
      {shown.map((group) => (
        <nav key={group.id} aria-labelledby={group.id}>
          <Heading as={level} id={group.id} className={styles.groupTitle}>
            {group.title}
          </Heading>
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
  if (!title) return <div className={styles.block}>{list}</div>;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {list}
    </section>
  );
}
