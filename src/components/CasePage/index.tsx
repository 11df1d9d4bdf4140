/**
 * The page of one customer case: who the customer is, the problems they had, what they built
 * with Rainbond and the outcome. All text comes from src/data/cases.ts.
 */
import '@site/src/utils/pageMessages/case'; // this family's translations (src/plugins/performance)
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {getCase, getCases, type CaseSlug} from '@site/src/data/cases';
import {getUseScene} from '@site/src/data/useScenes';
import TitledCards from '@site/src/components/TitledCards';
import styles from './styles.module.css';

type Props = {slug: CaseSlug};

export default function CasePage({slug}: Props): ReactNode {
  const study = getCase(slug);
  const scenes = study.scenes.map(getUseScene);
  const others = getCases().filter((c) => c.slug !== slug);
  return (
    <Layout title={study.title} description={study.summary}>
      <main className={styles.page} data-testid="case-page">
        <header className={styles.hero}>
          <div className="container">
            <Link to="/case/" className={styles.back}>
              <Translate id="case.page.back">全部用户案例</Translate>
            </Link>
            <p className={styles.eyebrow}>
              <span className={styles.customer}>{study.customer}</span>
              <span className="badge badge--secondary">{study.industry}</span>
            </p>
            <Heading as="h1" className={styles.title}>
              {study.title}
            </Heading>
            <p className={styles.lead}>{study.summary}</p>
          </div>
        </header>

        <section className={clsx('container', styles.factsSection)} aria-labelledby="facts">
          <Heading as="h2" id="facts" className={styles.srOnly}>
            <Translate id="case.page.facts">关键数字</Translate>
          </Heading>
          <dl className={styles.facts}>
            {study.facts.map((fact) => (
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

        <section className={clsx('container', styles.section)} aria-labelledby="situation">
          <Heading as="h2" id="situation">
            <Translate id="case.page.situation">客户背景</Translate>
          </Heading>
          {study.situation.map((paragraph) => (
            <p key={paragraph} className={styles.prose}>
              {paragraph}
            </p>
          ))}
        </section>

        <section className={clsx('container', styles.section)} aria-labelledby="challenges">
          <Heading as="h2" id="challenges">
            <Translate id="case.page.challenges">面临的挑战</Translate>
          </Heading>
          <TitledCards items={study.challenges} accent="warning" />
        </section>

        <section className={styles.band} aria-labelledby="built">
          <div className={clsx('container', styles.section)}>
            <Heading as="h2" id="built">
              <Translate id="case.page.built">用 Rainbond 做了什么</Translate>
            </Heading>
            <ol className={styles.timeline}>
              {study.built.map((item) => (
                <li key={item.title} className={styles.timelineItem}>
                  <Heading as="h3" className={styles.cardTitle}>
                    {item.title}
                  </Heading>
                  <p>{item.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className={clsx('container', styles.section)} aria-labelledby="outcome">
          <Heading as="h2" id="outcome">
            <Translate id="case.page.outcome">成效</Translate>
          </Heading>
          <TitledCards items={study.outcome} accent="success" />
        </section>

        <section className={clsx('container', styles.section)} aria-labelledby="read-more">
          <Heading as="h2" id="read-more">
            <Translate id="case.page.readMore">延伸阅读</Translate>
          </Heading>
          <div className={styles.related}>
            <div>
              <Heading as="h3" className={styles.relatedTitle}>
                <Translate id="case.page.scenes">相关使用场景</Translate>
              </Heading>
              <ul className={styles.linkList}>
                {scenes.map((s) => (
                  <li key={s.slug}>
                    <Link to={s.route}>{s.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <Heading as="h3" className={styles.relatedTitle}>
                <Translate id="case.page.docs">相关文档</Translate>
              </Heading>
              <ul className={styles.linkList}>
                {study.docs.map((doc) => (
                  <li key={doc.key}>
                    <Link to={doc.to}>{doc.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <Heading as="h3" className={styles.relatedTitle}>
                <Translate id="case.page.more">更多用户案例</Translate>
              </Heading>
              <ul className={styles.linkList}>
                {others.map((c) => (
                  <li key={c.slug}>
                    <Link to={c.route}>{c.customer}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
