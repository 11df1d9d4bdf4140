/** The customer cases as cards (the /case/ index). */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import LinkCards from '@site/src/components/LinkCards';
import {getCases} from '@site/src/data/cases';
import {CaseEyebrow} from './index';
import styles from './styles.module.css';

export default function CaseCards(): ReactNode {
  const cards = getCases().map((study) => ({
    key: study.slug,
    to: study.route,
    title: study.title,
    summary: study.summary,
    top: (
      <p className={styles.eyebrow}>
        <CaseEyebrow customer={study.customer} industry={study.industry} />
      </p>
    ),
  }));
  return (
    <LinkCards
      cards={cards}
      minCardWidth="20rem"
      data-testid="case-cards"
      more={<Translate id="case.index.more">阅读案例</Translate>}
    />
  );
}
