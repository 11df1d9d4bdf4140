/**
 * The template of the five feature pages: hero, capabilities (text + diagram), the Kubernetes
 * objects behind them, a "try it" call to action and related docs. Each page under
 * src/pages/feature/<slug>/ only names its slug; the content lives in src/data/features.ts.
 */
import '@site/src/utils/pageMessages/featurePage'; // this family's translations (src/plugins/performance)
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {QUICK_INSTALL_COMMAND} from '@site/src/data/home';
import {getFeature, getFeatures, TRY_IT_PATH, type FeatureSlug} from '@site/src/data/features';
import Diagram from './Diagram';
import styles from './styles.module.css';

type Props = {slug: FeatureSlug};

export default function FeaturePage({slug}: Props): ReactNode {
  const feature = getFeature(slug);
  const others = getFeatures().filter((f) => f.slug !== slug);
  return (
    <Layout title={feature.title} description={feature.description}>
      <main className={styles.page} data-feature={slug}>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.eyebrow}>
              <Translate id="featurePage.common.eyebrow" description="Small label over a feature page's title">
                Rainbond 功能特性
              </Translate>
            </p>
            <Heading as="h1" className={styles.title}>
              {feature.title}
            </Heading>
            <p className={styles.lead}>{feature.lead}</p>
            <div className={styles.buttons}>
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
            </div>
          </div>
        </header>

        <div className="container">
          {feature.capabilities.map((cap, i) => (
            <section key={cap.id} id={cap.id} className={clsx(styles.capability, i % 2 === 1 && styles.capabilityFlipped)}>
              <div className={styles.capabilityText}>
                <Heading as="h2" className={styles.capabilityTitle}>
                  {cap.title}
                </Heading>
                <p>{cap.text}</p>
              </div>
              <Diagram diagram={cap.diagram} />
            </section>
          ))}

          <section className={styles.kubernetes} aria-labelledby="kubernetes">
            <Heading as="h2" id="kubernetes">
              <Translate id="featurePage.common.k8sTitle" description="Title of the section mapping a feature to Kubernetes objects">
                对应的 Kubernetes 对象
              </Translate>
            </Heading>
            <p>{feature.kubernetesIntro}</p>
            <table className={styles.mapping}>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="featurePage.common.k8sColRainbond" description="Mapping table column: the Rainbond concept">
                      在 Rainbond 中
                    </Translate>
                  </th>
                  <th scope="col">
                    <Translate id="featurePage.common.k8sColKubernetes" description="Mapping table column: the Kubernetes object">
                      在 Kubernetes 中
                    </Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {feature.kubernetes.map((row) => (
                  <tr key={row.rainbond}>
                    <th scope="row">{row.rainbond}</th>
                    <td>{row.kubernetes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className={styles.tryIt} aria-labelledby="try-it">
            <Heading as="h2" id="try-it">
              <Translate id="featurePage.common.tryTitle" description="Title of the call to action of a feature page">
                几分钟内亲自体验
              </Translate>
            </Heading>
            <p>
              <Translate id="featurePage.common.tryText" description="Text of the call to action of a feature page">
                在一台装有 Docker 的 Linux 或 macOS 主机上执行下面的命令，就能启动一个单机版 Rainbond，上面介绍的能力都可以直接试用。
              </Translate>
            </p>
            <CopyCommand command={QUICK_INSTALL_COMMAND} className={styles.command} />
            <Link className="button button--primary" to={TRY_IT_PATH}>
              <Translate id="featurePage.common.tryLink" description="Link to the quick install guide">
                查看快速安装指南
              </Translate>
            </Link>
          </section>

          <div className={styles.more}>
            <nav className={styles.related} aria-labelledby="related-docs">
              <Heading as="h2" id="related-docs">
                <Translate id="featurePage.common.relatedTitle" description="Title of the related docs list">
                  相关文档
                </Translate>
              </Heading>
              <ul>
                {feature.related.map((doc) => (
                  <li key={doc.to}>
                    <Link to={doc.to}>{doc.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav className={styles.related} aria-labelledby="other-features">
              <Heading as="h2" id="other-features">
                <Translate id="featurePage.common.othersTitle" description="Title of the list of the other feature pages">
                  其他功能特性
                </Translate>
              </Heading>
              <ul>
                {others.map((f) => (
                  <li key={f.slug}>
                    <Link to={f.route}>{f.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </main>
    </Layout>
  );
}
