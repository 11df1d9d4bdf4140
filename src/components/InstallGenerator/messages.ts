/**
 * Visible texts of the install generator that depend on an error code or on the storage mode.
 * The provider's own service names are its page's (src/pages/<provider>/index.mdx, `services`).
 */
import {translate} from '@docusaurus/Translate';
import type {ErrorCode, ProviderId, StorageMode} from './form';

export function errorMessage(code: ErrorCode): string {
  switch (code) {
    case 'required':
      return translate({id: 'installGenerator.error.required', message: '此项必填。'});
    case 'ipv4':
      return translate({id: 'installGenerator.error.ipv4', message: '请输入有效的 IPv4 地址，例如 192.168.0.11。'});
    case 'host':
      return translate({
        id: 'installGenerator.error.host',
        message: '请输入有效的主机名或 IPv4 地址，不带协议和端口。',
      });
    case 'port':
      return translate({id: 'installGenerator.error.port', message: '端口应为 1 到 65535 之间的整数。'});
    case 'nodeName':
      return translate({
        id: 'installGenerator.error.nodeName',
        message:
          '节点名称只能由小写字母、数字、“-” 和 “.” 组成，首尾须为字母或数字，请照抄 kubectl get node 的 NAME 列。',
      });
    case 'resourceName':
      return translate({
        id: 'installGenerator.error.resourceName',
        message: '名称只能由小写字母、数字、“-” 和 “.” 组成，首尾须为字母或数字。',
      });
    case 'endpoint':
      return translate({
        id: 'installGenerator.error.endpoint',
        message: '请按“地址:端口”填写，例如 192.168.0.21:2379。',
      });
    case 'nasServer':
      return translate({
        id: 'installGenerator.error.nasServer',
        message: '请填写完整的挂载点，末尾的 “:/” 不能省略，例如 xxxx.cn-hangzhou.nas.aliyuncs.com:/。',
      });
    case 'nfsPath':
      return translate({id: 'installGenerator.error.nfsPath', message: '共享目录应以 “/” 开头，且不含空格。'});
    case 'registry':
      return translate({
        id: 'installGenerator.error.registry',
        message: '请填写仓库地址，可带端口，不带 http:// 或 https://，例如 harbor.example.com:5000。',
      });
    case 'minGatewayNodes':
      return translate({id: 'installGenerator.error.minGatewayNodes', message: '至少需要一个网关节点。'});
    case 'minChaosNodes':
      return translate({id: 'installGenerator.error.minChaosNodes', message: '至少指定一个构建节点。'});
    case 'minEndpoints':
      return translate({id: 'installGenerator.error.minEndpoints', message: '至少填写一个 Etcd 地址。'});
    case 'control':
      return translate({id: 'installGenerator.error.control', message: '不能包含换行符或其他控制字符。'});
  }
}

export function storageModeLabel(mode: StorageMode, provider: ProviderId): string {
  switch (mode) {
    case 'builtin':
      return translate({id: 'installGenerator.storage.builtin', message: '使用内置存储（Chart 自带的 NFS 服务）'});
    case 'storageClass':
      return translate({id: 'installGenerator.storage.storageClass', message: '使用集群中已有的 StorageClass'});
    case 'aliyunNas':
      return translate({id: 'installGenerator.storage.aliyunNas', message: '阿里云 NAS 文件存储'});
    case 'nfs':
      if (provider === 'cce')
        return translate({id: 'installGenerator.storage.nfs.cce', message: '华为云 SFS 文件存储（NFS）'});
      if (provider === 'tke')
        return translate({id: 'installGenerator.storage.nfs.tke', message: '腾讯云 CFS 文件存储（NFS）'});
      return translate({id: 'installGenerator.storage.nfs.generic', message: '已有的 NFS 服务器'});
  }
}

/**
 * Chinese typography wants a space between Han characters and Latin letters or digits; a
 * sentence composed from a template and a service name ("改用{db}时" + "RDS MySQL") gets it here.
 * Text without Han characters (English) is returned unchanged.
 */
export function spaceHanLatin(text: string): string {
  return text.replace(/(\p{Script=Han})([A-Za-z0-9])/gu, '$1 $2').replace(/([A-Za-z0-9])(\p{Script=Han})/gu, '$1 $2');
}
