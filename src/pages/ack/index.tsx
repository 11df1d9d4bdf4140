import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import GeneratorPage from '@site/src/components/InstallGenerator/GeneratorPage';

export default function AckGenerator(): ReactNode {
  return (
    <Layout
      title={translate({id: 'ack.meta.title', message: 'ACK 安装命令生成工具'})}
      description={translate({
        id: 'ack.meta.description',
        message: '填写阿里云 ACK 集群的 SLB、网关节点、NAS、RDS 与镜像仓库信息，在浏览器中生成 Rainbond 的 values.yaml 和 helm install 命令。',
      })}>
      <GeneratorPage
        provider="ack"
        heading={translate({id: 'ack.hero.title', message: 'ACK 安装命令生成工具'})}
        intro={
          <Translate id="ack.hero.intro">
            要把 Rainbond 装进阿里云 ACK 托管集群，只需在下方填写 SLB 地址、网关节点，以及打算使用的 NAS、RDS 和 ACR。工具会据此写好 rainbond-cluster Chart 的 values.yaml 和 Helm 命令，复制到连接了集群的终端执行即可。
          </Translate>
        }
        guide={{
          to: '/docs/installation/install-with-helm/cloud/ack-install-with-helm',
          label: translate({id: 'ack.hero.guide', message: '阅读 ACK 安装指南'}),
        }}
      />
    </Layout>
  );
}
