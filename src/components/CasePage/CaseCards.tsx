/** The customer cases as cards (the /case/ index). */
import '@site/src/utils/pageMessages/case'; // this family's translations (src/plugins/performance)
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getCases} from '@site/src/data/cases';
import styles from './styles.module.css';

export default function CaseCards(): ReactNode {
  return (
    <ul className={styles.indexGrid} data-testid="case-cards">
      {getCases().map((study) => (
        <li key={study.slug} className={styles.indexCard}>
          <p className={styles.eyebrow}>
            <span className={styles.customer}>{study.customer}</span>
            <span className="badge badge--secondary">{study.industry}</span>
          </p>
          <Heading as="h2" className={styles.indexTitle}>
            <Link to={study.route} className={styles.indexLink}>
              {study.title}
            </Link>
          </Heading>
          <p className={styles.indexSummary}>{study.summary}</p>
          <span className={styles.indexMore} aria-hidden="true">
            <Translate id="case.index.more">阅读案例</Translate>
          </span>
        </li>
      ))}
    </ul>
  );
}
