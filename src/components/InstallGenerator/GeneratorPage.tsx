/** A generator page (/ack/, /cce/, /tke/, /helm/): the page kit's hero with the page's data (./pages.ts), then the form. */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';
import type {ProviderId} from './form';
import {generatorPage} from './pages';
import InstallGenerator from './index';
import styles from './page.module.css';

export default function GeneratorPage({provider}: {provider: ProviderId}): ReactNode {
  const info = generatorPage(provider);
  return (
    <Layout title={info.title} description={info.description}>
      <main className={styles.page}>
        <PageHero
          title={info.title}
          lead={info.intro}
          actions={
            <ul className={styles.links}>
              <li>
                <Link to={info.guide.to}>{info.guide.label}</Link>
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
          }
        />
        <div className="container">
          <InstallGenerator provider={provider} />
        </div>
      </main>
    </Layout>
  );
}
