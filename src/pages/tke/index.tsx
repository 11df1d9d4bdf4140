import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import GeneratorPage from '@site/src/components/InstallGenerator/GeneratorPage';

export default function TkeGenerator(): ReactNode {
  return (
    <Layout
      title={translate({id: 'tke.meta.title', message: 'TKE 安装命令生成工具'})}
      description={translate({
        id: 'tke.meta.description',
        message: '为腾讯云 TKE 集群填写 CLB、网关节点、CFS、云数据库与镜像仓库信息，在浏览器中生成 Rainbond 的 values.yaml 和 Helm 安装命令。',
      })}>
      <GeneratorPage
        provider="tke"
        heading={translate({id: 'tke.hero.title', message: 'TKE 安装命令生成工具'})}
        intro={
          <Translate id="tke.hero.intro">
            腾讯云 TKE 集群可以让 Rainbond 使用 CLB 承接流量、CFS 文件存储保存数据、云数据库 MySQL 存放平台元数据。填写下方表单，即可得到一份可以直接交给 Helm 的 values.yaml 和完整的安装命令。
          </Translate>
        }
        guide={{
          to: '/docs/installation/install-with-helm/cloud/',
          label: translate({id: 'tke.hero.guide', message: '阅读托管 Kubernetes 安装指南'}),
        }}
      />
    </Layout>
  );
}
