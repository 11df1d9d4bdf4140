/** Featured open-source apps: every app of src/data/apps.ts, filterable by type. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ProductPage} from '@site/src/components/PageHero';
import {externalLinks} from '@site/src/data/site';
import {APP_MARKET_COUNT} from '@site/src/data/home';
import AppBrowser from './_components/AppBrowser';
import styles from './styles.module.css';

export default function OpenSourceApps(): ReactNode {
  return (
    <ProductPage
      title={translate({
        id: 'opensourceApps.meta.title',
        message: '精选开源应用',
        description: 'Title of the featured apps page',
      })}
      description={translate({
        id: 'opensourceApps.meta.description',
        message:
          '可以在 Rainbond 上一键安装的精选开源应用和插件：配置中心、日志、链路追踪、监控、在线 IDE 等，附部署方式。',
        description: 'Meta description of the featured apps page',
      })}
      lead={
        <Translate id="opensourceApps.header.lead" description="Lead of the featured apps page">
          下面这些开源项目都已做成 Rainbond
          的应用模板或插件：在应用市场里选中，点一下安装到自己的集群，配置、依赖和存储都已经准备好。
        </Translate>
      }
      actions={
        <Link className={`button button--primary button--lg ${styles.storeButton}`} href={externalLinks.appStore}>
          <Translate
            id="opensourceApps.header.button"
            description="Button to the public app store; {count} is the number of apps, e.g. 80+"
            values={{count: APP_MARKET_COUNT}}>
            {'在应用商店查看全部 {count} 个应用'}
          </Translate>
        </Link>
      }>
      <div className={`container ${styles.body}`}>
        <AppBrowser />
      </div>
    </ProductPage>
  );
}
