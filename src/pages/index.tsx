import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {getHomeValues, QUICK_INSTALL_COMMAND} from '@site/src/data/home';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: '云原生多云应用管理平台', description: 'Title of the home page'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Rainbond 是开源的云原生应用管理平台：无需学习 Kubernetes，就能完成应用的构建、部署、运维和交付。',
        description: 'Meta description of the home page',
      })}>
      <main>
        <section className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              <Translate id="home.hero.title" description="Hero title">
                云原生多云应用管理平台
              </Translate>
            </Heading>
            <p className={styles.lead}>
              <Translate id="home.hero.lead" description="Hero lead paragraph">
                Rainbond 让开发者不必学习 Kubernetes 就能管理应用的整个生命周期：从源代码构建、部署、配置、伸缩，到升级、备份和离线交付。
              </Translate>
            </p>
            <div className={styles.buttons}>
              <Link className="button button--primary button--lg" to="/docs/quick-start/quick-install">
                <Translate id="home.hero.installSingle" description="Hero button: single-host install">
                  单机快速安装
                </Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/installation/install-with-helm/">
                <Translate id="home.hero.installK8s" description="Hero button: install on Kubernetes">
                  基于 Kubernetes 安装
                </Translate>
              </Link>
            </div>
            <div className={styles.command}>
              <p className={styles.commandLabel}>
                <Translate id="home.hero.commandLabel" description="Label over the quick install command">
                  在一台装有 Docker 的 Linux 或 macOS 主机上执行：
                </Translate>
              </p>
              <CopyCommand command={QUICK_INSTALL_COMMAND} />
            </div>
          </div>
        </section>
        <section className={clsx('container', styles.values)}>
          <Heading as="h2" className={styles.sectionTitle}>
            <Translate id="home.values.title" description="Title of the values section">
              为什么选择 Rainbond
            </Translate>
          </Heading>
          <ul className={styles.valueGrid}>
            {getHomeValues().map((value) => (
              <li key={value.id} className={styles.value}>
                <Heading as="h3">{value.title}</Heading>
                <p>{value.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
