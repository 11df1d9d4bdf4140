/**
 * The page of one use scene: the problem, how Rainbond addresses it (a flow of steps), the
 * benefits, and where to read on. All text comes from src/data/useScenes.ts.
 */
import '@site/src/utils/pageMessages/usescene'; // this family's translations (src/plugins/performance)
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {getUseScene, getUseScenes, type SceneSlug, type TitledText} from '@site/src/data/useScenes';
import {getCase} from '@site/src/data/cases';
import TitledCards from '@site/src/components/TitledCards';
import styles from './styles.module.css';

type Props = {slug: SceneSlug};

/** The steps as a flow diagram: numbered boxes joined by arrows (across on wide screens, down on phones). */
function SceneFlow({steps}: {steps: TitledText[]}): ReactNode {
  return (
    <ol
      className={styles.flow}
      style={{'--scene-steps': steps.length} as CSSProperties}
      aria-label={translate({id: 'usescene.page.flowLabel', message: '流程图'})}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          <Heading as="h3" className={styles.stepTitle}>
            {step.title}
          </Heading>
          <p className={styles.stepText}>{step.description}</p>
          {i < steps.length - 1 && (
            <svg className={styles.arrow} viewBox="0 0 32 16" aria-hidden="true" focusable="false">
              <path d="M0 8h26M20 2l7 6-7 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          )}
        </li>
      ))}
    </ol>
  );
}

export default function ScenePage({slug}: Props): ReactNode {
  const scene = getUseScene(slug);
  const cases = scene.cases.map(getCase);
  const others = getUseScenes().filter((s) => s.slug !== slug);
  return (
    <Layout title={scene.title} description={scene.summary}>
      <main className={styles.page} data-testid="scene-page">
        <header className={styles.hero}>
          <div className="container">
            <Link to="/usescene/" className={styles.back}>
              <Translate id="usescene.page.back">全部使用场景</Translate>
            </Link>
            <Heading as="h1" className={styles.title}>
              {scene.title}
            </Heading>
            <p className={styles.lead}>{scene.summary}</p>
          </div>
        </header>

        <section className={clsx('container', styles.section)} aria-labelledby="problem">
          <Heading as="h2" id="problem">
            <Translate id="usescene.page.problem">面临的问题</Translate>
          </Heading>
          <p className={styles.prose}>{scene.intro}</p>
          <TitledCards items={scene.problems} accent="warning" />
        </section>

        <section className={clsx(styles.band)} aria-labelledby="solution">
          <div className={clsx('container', styles.section)}>
            <Heading as="h2" id="solution">
              <Translate id="usescene.page.solution">Rainbond 怎么做</Translate>
            </Heading>
            <p className={styles.prose}>{scene.approach}</p>
            <SceneFlow steps={scene.steps} />
            {scene.note && (
              <p className={styles.note}>
                <strong>
                  <Translate id="usescene.page.note">注意：</Translate>
                </strong>{' '}
                {scene.note}
              </p>
            )}
          </div>
        </section>

        <section className={clsx('container', styles.section)} aria-labelledby="benefits">
          <Heading as="h2" id="benefits">
            <Translate id="usescene.page.benefits">带来的价值</Translate>
          </Heading>
          <TitledCards items={scene.benefits} accent="success" />
        </section>

        <section className={clsx('container', styles.section)} aria-labelledby="read-more">
          <Heading as="h2" id="read-more">
            <Translate id="usescene.page.readMore">延伸阅读</Translate>
          </Heading>
          <div className={styles.related}>
            <div>
              <Heading as="h3" className={styles.relatedTitle}>
                <Translate id="usescene.page.docs">相关文档</Translate>
              </Heading>
              <ul className={styles.linkList}>
                {scene.docs.map((doc) => (
                  <li key={doc.key}>
                    <Link to={doc.to}>{doc.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
            {cases.length > 0 && (
              <div>
                <Heading as="h3" className={styles.relatedTitle}>
                  <Translate id="usescene.page.cases">用户案例</Translate>
                </Heading>
                <ul className={styles.linkList}>
                  {cases.map((c) => (
                    <li key={c.slug}>
                      <Link to={c.route}>{c.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>

        <nav className={clsx('container', styles.section)} aria-labelledby="more-scenes">
          <Heading as="h2" id="more-scenes">
            <Translate id="usescene.page.more">更多使用场景</Translate>
          </Heading>
          <ul className={styles.chips}>
            {others.map((s) => (
              <li key={s.slug}>
                <Link to={s.route} className={styles.chip}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </Layout>
  );
}
