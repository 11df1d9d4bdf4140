/**
 * The hero of every product page (index pages, cases, use scenes, features, generators, the
 * enterprise page): an optional back link and eyebrow, the page's h1, a lead and actions
 * (buttons). One type scale for all of them (styles.module.css). ProductPage is the page around
 * it: the layout with the page's title and description, the hero, then the page's content.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

type HeroProps = {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  back?: {to: string; label: ReactNode};
  actions?: ReactNode;
  centered?: boolean;
};

export default function PageHero({title, lead, eyebrow, back, actions, centered = false}: HeroProps): ReactNode {
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

type PageProps = HeroProps & {
  /** The document title, and the h1 unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  /** The meta description (search results, link previews). */
  description: string;
  className?: string;
  testId?: string;
  children: ReactNode;
};

export function ProductPage({heading, description, className, testId, children, ...hero}: PageProps): ReactNode {
  return (
    <Layout title={hero.title} description={description}>
      <main className={className} data-testid={testId}>
        <PageHero {...hero} title={heading ?? hero.title} />
        {children}
      </main>
    </Layout>
  );
}
