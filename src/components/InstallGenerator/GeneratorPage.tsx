/**
 * A generator page (/ack/, /cce/, /tke/, /helm/), used from src/pages/<provider>/index.mdx and its
 * English twin, which give its title, description, intro and install guide: the page kit's hero,
 * then the form.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ProductPage} from '@site/src/components/PageHero';
import type {ProviderId} from './form';
import type {ProviderServices} from './schema';
import InstallGenerator from './index';
import styles from './page.module.css';

type Props = {
  provider: ProviderId;
  title: string;
  description: string;
  lead: string;
  /** The provider's load balancer, database and registry, as the form's hints name them. */
  services: ProviderServices;
  guide: {to: string; label: string};
};

export default function GeneratorPage({provider, title, description, lead, services, guide}: Props): ReactNode {
  return (
    <ProductPage
      className={styles.page}
      title={title}
      description={description}
      lead={lead}
      actions={
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
      }>
      <div className="container">
        <InstallGenerator provider={provider} services={services} />
      </div>
    </ProductPage>
  );
}
