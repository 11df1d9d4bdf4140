import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import GeneratorPage from '@site/src/components/InstallGenerator/GeneratorPage';

export default function HelmGenerator(): ReactNode {
  return (
    <Layout
      title={translate({id: 'helm.meta.title', message: 'Helm 安装命令生成工具'})}
      description={translate({
        id: 'helm.meta.description',
        message: '为任意 Kubernetes 集群填写网关节点、存储、数据库、镜像仓库与 Etcd，在浏览器中生成 Rainbond 的 values.yaml 和 helm install 命令。',
      })}>
      <GeneratorPage
        provider="helm"
        heading={translate({id: 'helm.hero.title', message: 'Helm 安装命令生成工具'})}
        intro={
          <Translate id="helm.hero.intro">
            适用于自建或其他厂商的 Kubernetes 集群。每一组配置都可以沿用 Rainbond 内置的组件，也可以换成你已有的存储、MySQL、镜像仓库和 Etcd；填完表单，复制生成的 values.yaml 和命令即可开始安装。
          </Translate>
        }
        guide={{
          to: '/docs/installation/install-with-helm/install-from-kubernetes',
          label: translate({id: 'helm.hero.guide', message: '阅读基于 Kubernetes 的安装指南'}),
        }}
      />
    </Layout>
  );
}
