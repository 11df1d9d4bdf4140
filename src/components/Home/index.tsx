/**
 * The landing page's kit, used from src/pages/index.mdx and its English twin: the page's text
 * (hero, section titles and leads, the values, the community and contribution blurbs) is the
 * MDX's; the cards of the features, scenes and apps come from their families' indexes.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {FeatureSlug} from '@site/src/data/features';
import {getHomeFeatures} from '@site/src/data/home';
import Section from './Section';
import Panel from './Panel';
import IconCards, {type IconCard} from './IconCards';
import styles from './styles.module.css';

export {Section, Panel};

export default function HomePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main>{children}</main>
    </Layout>
  );
}

/** Community and contribution side by side on wide screens. */
export function Panels({children}: {children: ReactNode}): ReactNode {
  return <div className={`container ${styles.together}`}>{children}</div>;
}

/** The platform's values, written in the MDX. */
export function ValueCards({items}: {items: IconCard[]}): ReactNode {
  return <IconCards variant="values" items={items} />;
}

/** The five features: title and link from their index, `text` (a card text each) from the MDX. */
export function FeatureCards({text}: {text: Record<FeatureSlug, string>}): ReactNode {
  return <IconCards variant="features" items={getHomeFeatures(text)} />;
}
