import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarItem} from './src/utils/sidebarItems';

/**
 * The OpenAPI reference (`api` sidebar of the main docs instance): the intro, then one category per
 * group, as in the manifest. The endpoint pages are generated from openapi/ (`npm run openapi`).
 */
const api: SidebarItem[] = [
  'api/Intro',
  {
    type: 'category',
    label: '企业API',
    key: 'api-enterprise',
    items: [
      'api/enterprise/getEnterpriseConfigInfo',
      'api/enterprise/getEnterpriseList',
      'api/enterprise/getEnterpriseResource',
    ],
  },
  {
    type: 'category',
    label: '团队API',
    key: 'api-team',
    items: [
      'api/team/createCertificates',
      'api/team/createTeam',
      'api/team/createTeamRegion',
      'api/team/deleteCertificate',
      'api/team/deleteTeam',
      'api/team/getCertificateDetail',
      'api/team/getCertificatesUnderTeam',
      'api/team/getEventLogs',
      'api/team/getTeamDetail',
      'api/team/getTeamList',
      'api/team/getTeamOverview',
      'api/team/getTeamRegions',
      'api/team/getTeamResources',
      'api/team/updateCertificate',
      'api/team/updateTeam',
    ],
  },
  {
    type: 'category',
    label: '集群API',
    key: 'api-region',
    items: [
      'api/region/addRegion',
      'api/region/addRegionv2',
      'api/region/delRegionInfo',
      'api/region/getRegionInfo',
      'api/region/getRegionInfoSer',
      'api/region/getRegionList',
      'api/region/getRegionListv2',
      'api/region/updateRegionInfo',
    ],
  },
  {
    type: 'category',
    label: '应用API',
    key: 'api-application',
    items: [
      'api/application/buildComponent',
      'api/application/closeApp',
      'api/application/componentHistoryMonitorUnderApp',
      'api/application/componentMonitorUnderApp',
      'api/application/copyApp',
      'api/application/createGatewayRules',
      'api/application/createTeamApps',
      'api/application/deleteApp',
      'api/application/deleteComponent',
      'api/application/getAppDetail',
      'api/application/getAppUpgradeInfo',
      'api/application/getComponentDetail',
      'api/application/getComponentEvents',
      'api/application/getCopyAppInfo',
      'api/application/getTeamApps',
      'api/application/horizontalScalingOfComponents',
      'api/application/installAppByMarket',
      'api/application/listComponents',
      'api/application/operateApp',
      'api/application/updateComponentEnvs',
      'api/application/upgradeApp',
      'api/application/verticalScalingOfComponents',
    ],
  },
  {
    type: 'category',
    label: '网关API',
    key: 'api-gateway',
    items: [
      'api/gateway/createHttpRule',
      'api/gateway/delGatewayRule',
      'api/gateway/delHttpRule',
      'api/gateway/getEnterpriuseHttpRule',
      'api/gateway/getGatewayList',
      'api/gateway/getHttpRule',
      'api/gateway/getHttpRuleList',
      'api/gateway/updateHttpGatewayRule',
      'api/gateway/updateHttpRule',
    ],
  },
  {
    type: 'category',
    label: '用户API',
    key: 'api-user',
    items: [
      'api/user/addEnterpriseUser',
      'api/user/addUser',
      'api/user/changePasswd',
      'api/user/changeUserPassword',
      'api/user/delEnterpriseAdmin',
      'api/user/deleteUser',
      'api/user/getEnterpriseAdminList',
      'api/user/getUserInfo',
      'api/user/getUserLIst',
      'api/user/updateUserInfo',
    ],
  },
];

const sidebars: SidebarsConfig = {api};

export default sidebars;
