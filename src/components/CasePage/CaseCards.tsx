/** The customer cases as cards (the /case/ index). */
import '@site/src/utils/pageMessages/case'; // this family's translations (src/plugins/performance)
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import LinkCards from '@site/src/components/LinkCards';
import {getCases} from '@site/src/data/cases';
import styles from './styles.module.css';

export default function CaseCards(): ReactNode {
  const cards = getCases().map((study) => ({
    key: study.slug,
    to: study.route,
    title: study.title,
    summary: study.summary,
    top: (
      <p className={styles.eyebrow}>
        <span className={styles.customer}>{study.customer}</span>
        <span className="badge badge--secondary">{study.industry}</span>
      </p>
    ),
  }));
  return (
    <LinkCards cards={cards} minCardWidth="20rem" data-testid="case-cards" more={<Translate id="case.index.more">阅读案例</Translate>} />
  );
}
