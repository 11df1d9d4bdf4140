import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import apiSidebars from './sidebarsApi';
import storeSidebars from './sidebarsStore';

/**
 * The main docs instance serves three sidebars: `docs` (this file), `api` and `store`
 * (their own files). Order and nesting follow the manifest, so old links keep working;
 * only pages that exist are listed.
 */
const docs: SidebarsConfig[string] = [
  {
    type: 'category',
    label: '快速开始',
    key: 'quick-start',
    // Open by default. Not `collapsible: false`: that renders the label as an <a> without href,
    // which search engines cannot crawl (Lighthouse SEO).
    collapsed: false,
    items: [
      'quick-start/introduction',
      'quick-start/quick-install',
      'quick-start/getting-started',
      'quick-start/differences',
      {
        type: 'category',
        label: '架构',
        key: 'architecture',
        items: [
          'quick-start/architecture/design-concept',
          'quick-start/architecture/flow',
          'quick-start/architecture/architecture',
        ],
      },
    ],
  },
  {
    type: 'category',
    label: '安装 Rainbond',
    key: 'installation',
    link: {type: 'doc', id: 'installation/index'},
    items: [
      {
        type: 'category',
        label: '基于主机安装',
        key: 'install-with-ui',
        link: {type: 'doc', id: 'installation/install-with-ui/index'},
        items: ['installation/install-with-ui/migrate-app'],
      },
      {
        type: 'category',
        label: '基于 Kubernetes 安装',
        key: 'install-with-helm',
        link: {type: 'doc', id: 'installation/install-with-helm/index'},
        items: [
          'installation/install-with-helm/install-from-kubernetes',
          'installation/install-with-helm/vaules-config',
          {
            type: 'category',
            label: '在托管 Kubernetes 上安装',
            key: 'install-with-helm-cloud',
            link: {type: 'doc', id: 'installation/install-with-helm/cloud/index'},
            items: [
              'installation/install-with-helm/cloud/ack-install-with-helm',
              'installation/install-with-helm/cloud/cce-install-with-helm',
            ],
          },
          {
            type: 'category',
            label: '其他安装方式',
            key: 'install-with-helm-other',
            link: {type: 'doc', id: 'installation/install-with-helm/other/index'},
            items: [
              'installation/install-with-helm/other/k3s-install-with-helm',
              'installation/install-with-helm/other/install-from-minikube',
              'installation/install-with-helm/other/install-from-rancher',
            ],
          },
          {type: 'link', label: 'Helm 命令生成工具', href: '/helm/'},
        ],
      },
      {
        type: 'category',
        label: '高可用集群安装',
        key: 'ha-deployment',
        link: {type: 'doc', id: 'installation/ha-deployment/index'},
        items: [
          {
            type: 'category',
            label: '安装前准备与要求',
            key: 'ha-overview',
            link: {type: 'doc', id: 'installation/ha-deployment/overview/index'},
            items: [
              'installation/ha-deployment/overview/mysql-ha',
              'installation/ha-deployment/overview/deploy-keepalived',
            ],
          },
          {
            type: 'category',
            label: 'Kubernetes 集群安装',
            key: 'ha-deploy-k8s',
            link: {type: 'doc', id: 'installation/ha-deployment/deploy-k8s/index'},
            items: ['installation/ha-deployment/deploy-k8s/rke-config'],
          },
          {
            type: 'category',
            label: '分布式文件存储安装',
            key: 'ha-storage',
            link: {type: 'doc', id: 'installation/ha-deployment/storage/index'},
            items: [
              'installation/ha-deployment/storage/deploy-glusterfs',
              'installation/ha-deployment/storage/ceph-rbd',
            ],
          },
          {
            type: 'category',
            label: 'Rainbond 集群安装',
            key: 'ha-deploy-rainbond',
            link: {type: 'doc', id: 'installation/ha-deployment/deploy-rainbond/index'},
            items: ['installation/ha-deployment/deploy-rainbond/init-rainbond-config'],
          },
          'installation/ha-deployment/console-recover',
        ],
      },
      'installation/offline/index',
      'installation/uninstall',
    ],
  },
  {
    type: 'category',
    label: '问题排查',
    key: 'troubleshooting',
    link: {type: 'doc', id: 'troubleshooting/index'},
    items: [
      {
        type: 'category',
        label: '安装问题排查',
        key: 'install-troubleshoot',
        link: {type: 'doc', id: 'installation/install-troubleshoot/index'},
        items: [
          'installation/install-troubleshoot/dind-install-troubleshoot',
          'installation/install-troubleshoot/helm-install-troubleshoot',
          'installation/install-troubleshoot/ui-install-troubleshoot',
        ],
      },
    ],
  },
  {
    type: 'category',
    label: '版本升级',
    key: 'upgrade',
    link: {type: 'doc', id: 'upgrade/index'},
    items: [
      'upgrade/5.11.1-upgrade',
      'upgrade/5.11.0-upgrade',
      'upgrade/5.10.1-upgrade',
      'upgrade/5.10.0-upgrade',
      'upgrade/5.9.0-upgrade',
      'upgrade/5.8.1-upgrade',
      'upgrade/5.8.0-upgrade',
      'upgrade/5.7.1-upgrade',
      'upgrade/5.7.0-upgrade',
      'upgrade/5.6.0-upgrade',
      'upgrade/5.5.0-upgrade',
      'upgrade/5.4.0-upgrade',
      'upgrade/5.3.2-upgrade',
      'upgrade/5.3.1-upgrade',
      'upgrade/5.3.0-upgrade',
      'upgrade/5.2.2-5.3.1',
    ],
  },
];

const sidebars: SidebarsConfig = {
  docs,
  ...apiSidebars,
  ...storeSidebars,
};

export default sidebars;
