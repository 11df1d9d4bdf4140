/** Body of a generator page (/ack/, /cce/, /tke/, /helm/): heading, intro, guide links, the form. */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ProviderId} from '@site/src/data/installGenerator';
import InstallGenerator from './index';
import styles from './page.module.css';

type Props = {
  provider: ProviderId;
  heading: string;
  intro: ReactNode;
  /** The install guide for this kind of cluster. */
  guide: {to: string; label: string};
};

export default function GeneratorPage({provider, heading, intro, guide}: Props): ReactNode {
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {heading}
          </Heading>
          <p className={styles.intro}>{intro}</p>
          <ul className={styles.links}>
            <li>
              <Link to={guide.to}>{guide.label}</Link>
            </li>
            <li>
              <Link to="/docs/installation/install-with-helm/vaules-config">
                <Translate id="installGenerator.page.valuesLink">Chart 安装选项：每个参数的含义</Translate>
              </Link>
            </li>
            <li>
              <Link to="/docs/installation/install-troubleshoot/helm-install-troubleshoot">
                <Translate id="installGenerator.page.troubleshootLink">安装遇到问题时的排查方法</Translate>
              </Link>
            </li>
          </ul>
        </div>
      </header>
      <div className="container">
        <InstallGenerator provider={provider} />
      </div>
    </main>
  );
}
