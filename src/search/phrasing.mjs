// @ts-check
/**
 * How readers phrase a search, by locale (the `stopWords` and `terms` of the site's rules, ./rules.ts; TERMS also
 * goes to the index, ./indexing.mjs). Plain JavaScript: the benchmark runs in plain Node.
 * - STOP_WORDS: the words of a question that no page needs to hold ("how to", "怎么"); the search
 *   looks the query up with and without them;
 * - TERMS: the product's terms, kept whole when a Chinese query is cut into words, with the parts
 *   of a compound (健康检查 -> 健康, 检查), so that a title or keyword in either form is found.
 */

/** @type {Record<string, readonly string[]>} */
export const STOP_WORDS = {
  zh: [
    '如何',
    '怎么办',
    '怎么做',
    '怎么',
    '怎样',
    '为什么',
    '什么',
    '哪里',
    '在哪',
    '可以',
    '能否',
    '请问',
    '自己的',
    '一直',
    '给',
    '的',
    '吗',
    '呢',
    '吧',
    '了',
  ],
  en: ['how', 'to', 'do', 'does', 'i', 'can', 'what', 'is', 'where', 'which', 'why', 'my', 'a', 'an', 'the'],
};

/** Product terms (zh) -> their parts (none for a term that is one word). */
/** @type {Record<string, string[]>} */
const ZH_TERMS = {
  健康检查: ['健康', '检查'],
  健康检测: ['健康', '检测'],
  持久化存储: ['持久化', '存储'],
  服务网格: ['服务', '网格'],
  自动伸缩: ['自动', '伸缩'],
  扩缩容: ['扩容', '缩容'],
  离线安装: ['离线', '安装'],
  离线交付: ['离线', '交付'],
  内网部署: ['内网', '部署'],
  应用市场: ['应用', '市场'],
  应用模版: ['应用', '模版'],
  应用模板: ['应用', '模板'],
  访问策略: ['访问', '策略'],
  环境变量: ['环境', '变量'],
  配置文件: ['配置', '文件'],
  源码构建: ['源码', '构建'],
  链路追踪: ['链路', '追踪'],
  镜像仓库: ['镜像', '仓库'],
  命令行工具: ['命令行', '工具'],
  持续部署: ['持续', '部署'],
  持续交付: ['持续', '交付'],
  灰度发布: ['灰度', '发布'],
  定时任务: ['定时', '任务'],
  服务注册: ['服务', '注册'],
  服务发现: ['服务', '发现'],
  性能分析: ['性能', '分析'],
  分布式存储: ['分布式', '存储'],
  管理员密码: ['管理员', '密码'],
  自动构建: ['自动', '构建'],
  高可用: [],
  持久化: [],
  组件: [],
  应用: [],
  集群: [],
  节点: [],
  团队: [],
  网关: [],
  证书: [],
  域名: [],
  端口: [],
  插件: [],
  日志: [],
  存储: [],
  卸载: [],
  升级: [],
  备份: [],
  告警: [],
  报警: [],
  监控: [],
  镜像: [],
  部署: [],
  安装: [],
  离线: [],
  内网: [],
  伸缩: [],
  自动: [],
  构建: [],
  挂载: [],
  绑定: [],
  配置: [],
  发布: [],
  微服务: [],
};

/** @type {Record<string, Record<string, string[]>>} */
export const TERMS = {zh: ZH_TERMS};
