import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import GeneratorPage from '@site/src/components/InstallGenerator/GeneratorPage';

export default function CceGenerator(): ReactNode {
  return (
    <Layout
      title={translate({id: 'cce.meta.title', message: 'CCE 安装命令生成工具'})}
      description={translate({
        id: 'cce.meta.description',
        message: '为华为云 CCE 集群填写 ELB、网关节点、SFS、RDS 与 SWR 信息，在浏览器中生成 Rainbond 的 values.yaml 和 Helm 安装命令。',
      })}>
      <GeneratorPage
        provider="cce"
        heading={translate({id: 'cce.hero.title', message: 'CCE 安装命令生成工具'})}
        intro={
          <Translate id="cce.hero.intro">
            在华为云 CCE 上安装 Rainbond 时，平台可以直接使用 ELB 做入口、SFS 做共享存储、RDS for MySQL 存放数据。在下方填好这些资源的地址，工具会给出对应的 values.yaml 与 Helm 命令。
          </Translate>
        }
        guide={{
          to: '/docs/installation/install-with-helm/cloud/cce-install-with-helm',
          label: translate({id: 'cce.hero.guide', message: '阅读 CCE 安装指南'}),
        }}
      />
    </Layout>
  );
}
