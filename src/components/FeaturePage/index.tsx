/**
 * The template of the five feature pages, used from src/pages/feature/<slug>/index.mdx (and its
 * English twin): hero, capabilities (text + diagram) and the Kubernetes objects behind them are
 * the MDX; the "try it" call to action and the related links come from here and the family's
 * index (src/data/features.ts).
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import PageHero from '@site/src/components/PageHero';
import RelatedLinks from '@site/src/components/RelatedLinks';
import {QUICK_INSTALL_COMMAND} from '@site/src/data/home';
import {
  getFeature,
  getFeatures,
  TRY_IT_PATH,
  type Diagram as DiagramSpec,
  type FeatureSlug,
} from '@site/src/data/features';
import Diagram from './Diagram';
import styles from './styles.module.css';

type CapabilityProps = {id: string; title: string; diagram: DiagramSpec; children: ReactNode};

/** One capability: its text (the MDX children) beside its diagram; every other one swaps sides. */
export function Capability({id, title, diagram, children}: CapabilityProps): ReactNode {
  return (
    <section id={id} className={styles.capability}>
      <div className={styles.capabilityText}>
        <Heading as="h2" className={styles.capabilityTitle}>
          {title}
        </Heading>
        {children}
      </div>
      <Diagram diagram={diagram} />
    </section>
  );
}

/** What the feature's concepts are in Kubernetes: an intro (the MDX children) and a two-column table. */
export function KubernetesMapping({rows, children}: {rows: [string, string][]; children: ReactNode}): ReactNode {
  return (
    <section className={styles.kubernetes} aria-labelledby="kubernetes">
      <Heading as="h2" id="kubernetes">
        <Translate
          id="featurePage.common.k8sTitle"
          description="Title of the section mapping a feature to Kubernetes objects">
          对应的 Kubernetes 对象
        </Translate>
      </Heading>
      {children}
      <table className={styles.mapping}>
        <thead>
          <tr>
            <th scope="col">
              <Translate
                id="featurePage.common.k8sColRainbond"
                description="Mapping table column: the Rainbond concept">
                在 Rainbond 中
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="featurePage.common.k8sColKubernetes"
                description="Mapping table column: the Kubernetes object">
                在 Kubernetes 中
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([rainbond, kubernetes]) => (
            <tr key={rainbond}>
              <th scope="row">{rainbond}</th>
              <td>{kubernetes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Props = {slug: FeatureSlug; lead: string; children: ReactNode};

export default function FeaturePage({slug, lead, children}: Props): ReactNode {
  const feature = getFeature(slug);
  const others = getFeatures().filter((f) => f.slug !== slug);
  return (
    <Layout title={feature.title} description={feature.description}>
      <main className={styles.page} data-feature={slug}>
        <PageHero
          centered
          eyebrow={
            <Translate id="featurePage.common.eyebrow" description="Small label over a feature page's title">
              Rainbond 功能特性
            </Translate>
          }
          title={feature.title}
          lead={lead}
          actions={
            <>
              <Link className="button button--primary button--lg" to={TRY_IT_PATH}>
                <Translate id="featurePage.common.tryButton" description="Hero button of a feature page">
                  动手试一试
                </Translate>
              </Link>
              <Link className="button button--secondary button--lg" to={feature.related[0].to}>
                <Translate id="featurePage.common.docsButton" description="Hero button to the docs of a feature">
                  阅读文档
                </Translate>
              </Link>
            </>
          }
        />

        <div className="container">
          {children}

          <section className={styles.tryIt} aria-labelledby="try-it">
            <Heading as="h2" id="try-it">
              <Translate id="featurePage.common.tryTitle" description="Title of the call to action of a feature page">
                几分钟内亲自体验
              </Translate>
            </Heading>
            <p>
              <Translate id="featurePage.common.tryText" description="Text of the call to action of a feature page">
                在一台装有 Docker 的 Linux 或 macOS 主机上执行下面的命令，就能启动一个单机版
                Rainbond，上面介绍的能力都可以直接试用。
              </Translate>
            </p>
            <CopyCommand command={QUICK_INSTALL_COMMAND} className={styles.command} />
            <Link className="button button--primary" to={TRY_IT_PATH}>
              <Translate id="featurePage.common.tryLink" description="Link to the quick install guide">
                查看快速安装指南
              </Translate>
            </Link>
          </section>

          <RelatedLinks
            groups={[
              {
                id: 'related-docs',
                title: (
                  <Translate id="featurePage.common.relatedTitle" description="Title of the related docs list">
                    相关文档
                  </Translate>
                ),
                links: feature.related,
              },
              {
                id: 'other-features',
                title: (
                  <Translate
                    id="featurePage.common.othersTitle"
                    description="Title of the list of the other feature pages">
                    其他功能特性
                  </Translate>
                ),
                links: others.map((f) => ({to: f.route, label: f.title})),
              },
            ]}
          />
        </div>
      </main>
    </Layout>
  );
}
