/** First screen: what Rainbond is, the two install paths and the one-line quick install. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {INSTALL_KUBERNETES_PATH, INSTALL_SINGLE_HOST_PATH, QUICK_INSTALL_COMMAND} from '@site/src/data/home';
import HeroDiagram from './HeroDiagram';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <Translate id="home.hero.eyebrow" description="Small line above the hero title">
              开源 · 云原生 · 以应用为中心
            </Translate>
          </p>
          <Heading as="h1" id="hero-title" className={styles.title}>
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
            <Link className="button button--primary button--lg" to={INSTALL_SINGLE_HOST_PATH}>
              <Translate id="home.hero.installSingle" description="Hero button: single-host install">
                在单机上安装
              </Translate>
            </Link>
            <Link className="button button--secondary button--lg" to={INSTALL_KUBERNETES_PATH}>
              <Translate id="home.hero.installK8s" description="Hero button: install on Kubernetes">
                在 Kubernetes 上安装
              </Translate>
            </Link>
          </div>
          <div className={styles.command}>
            <p className={styles.commandLabel} id="hero-command-label">
              <Translate id="home.hero.commandLabel" description="Label over the quick install command">
                Linux 与 macOS 快速安装：在一台装有 Docker 的主机上执行
              </Translate>
            </p>
            <CopyCommand command={QUICK_INSTALL_COMMAND} />
          </div>
        </div>
        <HeroDiagram className={styles.diagram} />
      </div>
    </section>
  );
}
