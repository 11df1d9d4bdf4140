/**
 * The page of one use scene, used from src/pages/usescene/<slug>.mdx (and its English twin):
 * the hero and the links come from the family's index (src/data/useScenes.ts); the problem,
 * the approach with its flow of steps and the benefits are the MDX children.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {getUseScene, getUseScenes, type SceneSlug} from '@site/src/data/useScenes';
import {getCase} from '@site/src/data/cases';
import {ProductPage} from '@site/src/components/PageHero';
import RelatedLinks from '@site/src/components/RelatedLinks';
import type {TitledText} from '@site/src/components/TitledCards';
import styles from './styles.module.css';

/** The steps as a flow diagram: numbered boxes joined by arrows (across on wide screens, down on phones). */
export function SceneFlow({steps}: {steps: TitledText[]}): ReactNode {
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
              <path
                d="M0 8h26M20 2l7 6-7 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A limit or trap worth knowing, shown under the steps. */
export function Note({children}: {children: ReactNode}): ReactNode {
  return (
    <p className={styles.note}>
      <strong>
        <Translate id="usescene.page.note">注意：</Translate>
      </strong>{' '}
      {children}
    </p>
  );
}

export {Section} from '@site/src/components/ProductSection';

type Props = {slug: SceneSlug; children: ReactNode};

export default function ScenePage({slug, children}: Props): ReactNode {
  const scene = getUseScene(slug);
  const others = getUseScenes().filter((s) => s.slug !== slug);
  return (
    <ProductPage
      className={styles.page}
      testId="scene-page"
      back={{to: '/usescene/', label: <Translate id="usescene.page.back">全部使用场景</Translate>}}
      title={scene.title}
      description={scene.summary}
      lead={scene.summary}>
      {children}
      <div className="container">
        <RelatedLinks
          title={<Translate id="usescene.page.readMore">延伸阅读</Translate>}
          groups={[
            {
              id: 'related-docs',
              title: <Translate id="usescene.page.docs">相关文档</Translate>,
              links: scene.docs.map((d) => ({to: d.to, label: d.label})),
            },
            {
              id: 'related-cases',
              title: <Translate id="usescene.page.cases">用户案例</Translate>,
              links: scene.cases.map(getCase).map((c) => ({to: c.route, label: c.title})),
            },
          ]}
        />
      </div>
      <nav className={clsx('container', styles.more)} aria-labelledby="more-scenes">
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
    </ProductPage>
  );
}
