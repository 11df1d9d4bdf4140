/**
 * The page of one customer case, used from src/pages/case/<slug>.mdx (and its English twin):
 * the hero and the links come from the family's index (src/data/cases.ts), the situation,
 * challenges, what was built and the outcome are the MDX children.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getCase, getCases, type CaseSlug} from '@site/src/data/cases';
import {getUseScene} from '@site/src/data/useScenes';
import {ProductPage} from '@site/src/components/PageHero';
import RelatedLinks from '@site/src/components/RelatedLinks';
import styles from './styles.module.css';

/** The customer and its industry, over the title of a case (page hero and cards). */
export function CaseEyebrow({customer, industry}: {customer: string; industry: string}): ReactNode {
  return (
    <>
      <span className={styles.customer}>{customer}</span>
      <span className="badge badge--secondary">{industry}</span>
    </>
  );
}

type FactsProps = {items: {value: string; label: string}[]};

/** The figures the customer published, each with what it measures. */
export function Facts({items}: FactsProps): ReactNode {
  return (
    <section className="container" aria-labelledby="facts">
      <Heading as="h2" id="facts" className="sr-only">
        <Translate id="case.page.facts">关键数字</Translate>
      </Heading>
      <dl className={styles.facts}>
        {items.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.source}>
        <Translate id="case.page.source">以上数字均来自客户公开分享的实践。</Translate>
      </p>
    </section>
  );
}

export {Section} from '@site/src/components/ProductSection';

type Props = {slug: CaseSlug; children: ReactNode};

export default function CasePage({slug, children}: Props): ReactNode {
  const study = getCase(slug);
  return (
    <ProductPage
      className={styles.page}
      testId="case-page"
      back={{to: '/case/', label: <Translate id="case.page.back">全部用户案例</Translate>}}
      eyebrow={<CaseEyebrow customer={study.customer} industry={study.industry} />}
      title={study.title}
      description={study.summary}
      lead={study.summary}>
      {children}
      <div className="container">
        <RelatedLinks
          title={<Translate id="case.page.readMore">延伸阅读</Translate>}
          groups={[
            {
              id: 'related-scenes',
              title: <Translate id="case.page.scenes">相关使用场景</Translate>,
              links: study.scenes.map(getUseScene).map((s) => ({to: s.route, label: s.title})),
            },
            {
              id: 'related-docs',
              title: <Translate id="case.page.docs">相关文档</Translate>,
              links: study.docs.map((d) => ({to: d.to, label: d.label})),
            },
            {
              id: 'more-cases',
              title: <Translate id="case.page.more">更多用户案例</Translate>,
              links: getCases()
                .filter((c) => c.slug !== slug)
                .map((c) => ({to: c.route, label: c.customer})),
            },
          ]}
        />
      </div>
    </ProductPage>
  );
}
