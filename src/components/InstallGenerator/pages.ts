/**
 * The four install generator pages (/ack/, /cce/, /tke/, /helm/) as data: title, description,
 * intro and install guide of each; GeneratorPage renders them, src/pages/<provider>/ names one.
 */
import {translate} from '@docusaurus/Translate';
import type {ProviderId} from './form';

export type GeneratorPageInfo = {title: string; description: string; intro: string; guide: {to: string; label: string}};

export function generatorPage(provider: ProviderId): GeneratorPageInfo {
  switch (provider) {
    case 'ack':
      return {
        title: translate({id: 'ack.meta.title', message: 'ACK 安装命令生成工具'}),
        description: translate({
          id: 'ack.meta.description',
          message: '填写阿里云 ACK 集群的 SLB、网关节点、NAS、RDS 与镜像仓库信息，在浏览器中生成 Rainbond 的 values.yaml 和 helm install 命令。',
        }),
        intro: translate({
          id: 'ack.hero.intro',
          message:
            '要把 Rainbond 装进阿里云 ACK 托管集群，只需在下方填写 SLB 地址、网关节点，以及打算使用的 NAS、RDS 和 ACR。工具会据此写好 rainbond-cluster Chart 的 values.yaml 和 Helm 命令，复制到连接了集群的终端执行即可。',
        }),
        guide: {to: '/docs/installation/install-with-helm/cloud/ack-install-with-helm', label: translate({id: 'ack.hero.guide', message: '阅读 ACK 安装指南'})},
      };
    case 'cce':
      return {
        title: translate({id: 'cce.meta.title', message: 'CCE 安装命令生成工具'}),
        description: translate({
          id: 'cce.meta.description',
          message: '为华为云 CCE 集群填写 ELB、网关节点、SFS、RDS 与 SWR 信息，在浏览器中生成 Rainbond 的 values.yaml 和 Helm 安装命令。',
        }),
        intro: translate({
          id: 'cce.hero.intro',
          message:
            '在华为云 CCE 上安装 Rainbond 时，平台可以直接使用 ELB 做入口、SFS 做共享存储、RDS for MySQL 存放数据。在下方填好这些资源的地址，工具会给出对应的 values.yaml 与 Helm 命令。',
        }),
        guide: {to: '/docs/installation/install-with-helm/cloud/cce-install-with-helm', label: translate({id: 'cce.hero.guide', message: '阅读 CCE 安装指南'})},
      };
    case 'tke':
      return {
        title: translate({id: 'tke.meta.title', message: 'TKE 安装命令生成工具'}),
        description: translate({
          id: 'tke.meta.description',
          message: '为腾讯云 TKE 集群填写 CLB、网关节点、CFS、云数据库与镜像仓库信息，在浏览器中生成 Rainbond 的 values.yaml 和 Helm 安装命令。',
        }),
        intro: translate({
          id: 'tke.hero.intro',
          message:
            '腾讯云 TKE 集群可以让 Rainbond 使用 CLB 承接流量、CFS 文件存储保存数据、云数据库 MySQL 存放平台元数据。填写下方表单，即可得到一份可以直接交给 Helm 的 values.yaml 和完整的安装命令。',
        }),
        guide: {to: '/docs/installation/install-with-helm/cloud/', label: translate({id: 'tke.hero.guide', message: '阅读托管 Kubernetes 安装指南'})},
      };
    case 'helm':
      return {
        title: translate({id: 'helm.meta.title', message: 'Helm 安装命令生成工具'}),
        description: translate({
          id: 'helm.meta.description',
          message: '为任意 Kubernetes 集群填写网关节点、存储、数据库、镜像仓库与 Etcd，在浏览器中生成 Rainbond 的 values.yaml 和 helm install 命令。',
        }),
        intro: translate({
          id: 'helm.hero.intro',
          message:
            '适用于自建或其他厂商的 Kubernetes 集群。每一组配置都可以沿用 Rainbond 内置的组件，也可以换成你已有的存储、MySQL、镜像仓库和 Etcd；填完表单，复制生成的 values.yaml 和命令即可开始安装。',
        }),
        guide: {to: '/docs/installation/install-with-helm/install-from-kubernetes', label: translate({id: 'helm.hero.guide', message: '阅读基于 Kubernetes 的安装指南'})},
      };
  }
}
