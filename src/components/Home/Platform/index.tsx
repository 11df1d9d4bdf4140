/** The platform's four values. */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getHomeValues} from '@site/src/data/home';
import Section from '../Section';
import {ValueIcon} from '../icons';
import styles from './styles.module.css';

export default function Platform(): ReactNode {
  return (
    <Section
      id="platform"
      title={
        <Translate id="home.values.title" description="Title of the values section">
          为什么选择 Rainbond
        </Translate>
      }
      lead={
        <Translate id="home.values.lead" description="Lead of the values section">
          Kubernetes 的能力照单全收，复杂度留给平台：团队关心的只是自己的应用。
        </Translate>
      }>
      <ul className={styles.grid}>
        {getHomeValues().map((value) => (
          <li key={value.id} className={styles.card}>
            <span className={styles.icon}>
              <ValueIcon id={value.id} />
            </span>
            <Heading as="h3" className={styles.cardTitle}>
              {value.title}
            </Heading>
            <p className={styles.cardText}>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
