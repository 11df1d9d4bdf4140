/** Content of the home page: install command and the platform's values. */
import {translate} from '@docusaurus/Translate';

export const QUICK_INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

export type HomeValue = {id: string; title: string; description: string};

/** The platform's four values, translated for the current locale. */
export function getHomeValues(): HomeValue[] {
  return [
    {
      id: 'easy',
      title: translate({id: 'home.values.easy.title', message: '上手即用'}),
      description: translate({
        id: 'home.values.easy.description',
        message: '不写 Dockerfile、不写 YAML：从源代码、镜像或应用市场直接部署，界面引导每一步。',
      }),
    },
    {
      id: 'app',
      title: translate({id: 'home.values.app.title', message: '以应用为中心'}),
      description: translate({
        id: 'home.values.app.description',
        message: '把一组组件当作一个应用来构建、配置、伸缩、升级和备份，Kubernetes 的细节由平台处理。',
      }),
    },
    {
      id: 'integration',
      title: translate({id: 'home.values.integration.title', message: '一体化'}),
      description: translate({
        id: 'home.values.integration.description',
        message: '持续交付、微服务治理、监控告警、应用市场和多集群管理都在同一个平台里。',
      }),
    },
    {
      id: 'delivery',
      title: translate({id: 'home.values.delivery.title', message: '交付无边界'}),
      description: translate({
        id: 'home.values.delivery.description',
        message: '应用发布成模板后，可以一键安装到任意集群，也能导出离线包交付到隔离网络。',
      }),
    },
  ];
}
