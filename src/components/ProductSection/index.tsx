/**
 * A titled section of a product page, used from the pages' MDX: its prose (Markdown paragraphs)
 * and structured parts (cards, flows) are the children. `band` puts it on a tinted band.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {id: string; title: ReactNode; band?: boolean; children: ReactNode};

export default function ProductSection({id, title, band = false, children}: Props): ReactNode {
  const inner = (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </>
  );
  return band ? (
    <section className={styles.band} aria-labelledby={id}>
      <div className={clsx('container', styles.section)}>{inner}</div>
    </section>
  ) : (
    <section className={clsx('container', styles.section)} aria-labelledby={id}>
      {inner}
    </section>
  );
}

/** The sections of the case pages (situation … outcome) and of the scene pages (problem … benefits). */
const SECTION_TITLES = {
  situation: () => translate({id: 'case.page.situation', message: '客户背景'}),
  challenges: () => translate({id: 'case.page.challenges', message: '面临的挑战'}),
  built: () => translate({id: 'case.page.built', message: '用 Rainbond 做了什么'}),
  outcome: () => translate({id: 'case.page.outcome', message: '成效'}),
  problem: () => translate({id: 'usescene.page.problem', message: '面临的问题'}),
  solution: () => translate({id: 'usescene.page.solution', message: 'Rainbond 怎么做'}),
  benefits: () => translate({id: 'usescene.page.benefits', message: '带来的价值'}),
};

export type SectionKind = keyof typeof SECTION_TITLES;

/** `<Section kind="situation">`: a ProductSection with the kind's translated title and the kind as its id. */
export function Section({kind, band, children}: {kind: SectionKind; band?: boolean; children: ReactNode}): ReactNode {
  return (
    <ProductSection id={kind} title={SECTION_TITLES[kind]()} band={band}>
      {children}
    </ProductSection>
  );
}
