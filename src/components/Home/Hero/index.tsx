/** First screen: what Rainbond is (the texts are src/pages/index.mdx's), the two install paths and the one-line quick install. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {INSTALL_KUBERNETES_PATH, INSTALL_SINGLE_HOST_PATH, QUICK_INSTALL_COMMAND} from '@site/src/data/home';
import HeroDiagram from './HeroDiagram';
import styles from './styles.module.css';

type Props = {eyebrow: string; title: string; lead: string; commandLabel: string};

export default function Hero({eyebrow, title, lead, commandLabel}: Props): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <Heading as="h1" id="hero-title" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>{lead}</p>
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
              {commandLabel}
            </p>
            <CopyCommand command={QUICK_INSTALL_COMMAND} />
          </div>
        </div>
        <HeroDiagram className={styles.diagram} />
      </div>
    </section>
  );
}
