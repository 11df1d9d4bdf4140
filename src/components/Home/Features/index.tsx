/** The five features; each card links to its feature page once that page exists. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getHomeFeatures} from '@site/src/data/home';
import {useRouteExists} from '@site/src/utils/useRouteExists';
import Section from '../Section';
import {ArrowIcon, FeatureIcon} from '../icons';
import styles from './styles.module.css';

export default function Features(): ReactNode {
  const exists = useRouteExists();
  return (
    <Section
      id="features"
      muted
      title={
        <Translate id="home.features.title" description="Title of the features section">
          五大核心能力
        </Translate>
      }
      lead={
        <Translate id="home.features.lead" description="Lead of the features section">
          从写下第一行代码到交付给客户，应用一生中要做的事，都能在同一个控制台里完成。
        </Translate>
      }>
      <ul className={styles.grid}>
        {getHomeFeatures().map((feature) => (
          <li key={feature.id} className={styles.card}>
            <span className={styles.icon}>
              <FeatureIcon id={feature.id} />
            </span>
            <Heading as="h3" className={styles.cardTitle}>
              {feature.title}
            </Heading>
            <p className={styles.cardText}>{feature.description}</p>
            {exists(feature.to) ? (
              <Link to={feature.to} className={styles.more}>
                <Translate
                  id="home.features.more"
                  description="Link from a feature card to its page; {name} (visually hidden) is the feature's name"
                  values={{name: <span className="sr-only">{feature.title}</span>}}>
                  {'了解更多{name}'}
                </Translate>
                <ArrowIcon />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
