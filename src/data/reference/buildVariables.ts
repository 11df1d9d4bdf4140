/**
 * The source-build settings of the 5.11.1 console (rainbond-ui's CodeBuildConfig forms): the environment
 * variable each writes, the value the console preselects, the values it offers (the language versions), and
 * where the builder (goodrain/builder at 8a96270) falls back to another value when the variable is unset.
 * Rendered by ReferenceList's BuildVariableTable; no page holds a hand-written copy.
 */
import {src, type Localized, type Source} from './types';

/** The sections of the build settings page (its heading ids). */
export type BuildSection = 'java' | 'python-php-static' | 'nodejs' | 'golang-netcore';

export type BuildVariable = {
  id: string;
  section: BuildSection;
  /** The setting as the console labels it, with the language or project type it applies to. */
  label: Localized;
  /** The environment variable the setting is stored in (empty for a choice that only shows another field). */
  variable: string;
  /** The value the console preselects (empty: none). */
  consoleDefault: string;
  /** The values the console offers, in the console's order. */
  options?: string[];
  note?: Localized;
  source: Source;
};

const ui = (lang: string) => src('goodrain/rainbond-ui', `src/components/CodeBuildConfig/${lang}/index.js`);
const runtimes = src('goodrain/builder', 'pre-compile/lib/runtimes.sh');

export const buildVariables: BuildVariable[] = [
  {
    id: 'java-jdk-type',
    section: 'java',
    label: {zh: 'JDK 类型（Java）', en: 'JDK type (Java)'},
    variable: 'BUILD_ENABLE_ORACLEJDK',
    consoleDefault: 'OpenJDK',
    options: ['OpenJDK', 'Jdk'],
    note: {
      zh: '选自定义 JDK 时写入 `BUILD_ENABLE_ORACLEJDK=true`，并填写下载地址 `BUILD_ORACLEJDK_URL`（`tar.gz`）',
      en: 'a custom JDK writes `BUILD_ENABLE_ORACLEJDK=true` and asks for its download address, `BUILD_ORACLEJDK_URL` (a `tar.gz`)',
    },
    source: ui('java-jdk'),
  },
  {
    id: 'java-openjdk',
    section: 'java',
    label: {zh: 'OpenJDK 版本（Java）', en: 'OpenJDK version (Java)'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '1.8',
    options: ['1.8', '1.6', '1.7', '1.9', '10', '11', '12', '13'],
    note: {
      zh: '未设置时构建器读代码中的 `system.properties`，没有则用 1.8',
      en: 'unset, the builder reads `system.properties` in the code, else uses 1.8',
    },
    source: ui('java-jdk'),
  },
  {
    id: 'java-maven-version',
    section: 'java',
    label: {zh: 'Maven 版本（Maven）', en: 'Maven version (Maven)'},
    variable: 'BUILD_RUNTIMES_MAVEN',
    consoleDefault: '3.3.1',
    options: ['3.3.1', '3.0.5', '3.1.1', '3.2.5', '3.3.9', '3.5.4', '3.6.2'],
    note: {
      zh: '变量未设置（从未保存过构建参数）时构建器用 3.3.9（`runtimes.sh`）',
      en: 'with the variable unset (build settings never saved) the builder uses 3.3.9 (`runtimes.sh`)',
    },
    source: ui('java-maven'),
  },
  {
    id: 'java-web-server',
    section: 'java',
    label: {zh: 'Web 服务器（Maven、War）', en: 'Web server (Maven, War)'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: 'tomcat85',
    options: ['tomcat85', 'tomcat7', 'tomcat8', 'tomcat9', 'jetty7', 'jetty9'],
    note: {zh: '只对打包为 War 的项目有效', en: 'only for projects packaged as a War'},
    source: ui('java-war'),
  },
  {
    id: 'java-maven-setting',
    section: 'java',
    label: {zh: 'Maven 配置（Maven）', en: 'Maven configuration (Maven)'},
    variable: 'BUILD_MAVEN_SETTING_NAME',
    consoleDefault: '',
    note: {
      zh: '默认选中平台的默认配置；配置在“管理 Maven 配置”中维护',
      en: 'preselects the platform\'s default configuration; configurations are kept under "Manage Maven configuration"',
    },
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-mirror-disable',
    section: 'java',
    label: {zh: '禁用 Maven 镜像（Maven）', en: 'Disable the Maven mirror (Maven)'},
    variable: 'BUILD_MAVEN_MIRROR_DISABLE',
    consoleDefault: 'false',
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-mirror-of',
    section: 'java',
    label: {zh: 'Maven 镜像 mirrorOf（Maven）', en: 'Maven mirror mirrorOf (Maven)'},
    variable: 'BUILD_MAVEN_MIRROR_OF',
    consoleDefault: 'central',
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-mirror-url',
    section: 'java',
    label: {zh: 'Maven 镜像地址（Maven）', en: 'Maven mirror address (Maven)'},
    variable: 'BUILD_MAVEN_MIRROR_URL',
    consoleDefault: 'maven.goodrain.me',
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-opts',
    section: 'java',
    label: {zh: 'Maven 构建参数（Maven）', en: 'Maven build parameters (Maven)'},
    variable: 'BUILD_MAVEN_CUSTOM_OPTS',
    consoleDefault: '-DskipTests',
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-goals',
    section: 'java',
    label: {zh: 'Maven 构建命令（Maven）', en: 'Maven build command (Maven)'},
    variable: 'BUILD_MAVEN_CUSTOM_GOALS',
    consoleDefault: 'clean dependency:list install',
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-java-opts',
    section: 'java',
    label: {zh: 'Maven 构建 Java 参数（Maven）', en: 'Maven Java options (Maven)'},
    variable: 'BUILD_MAVEN_JAVA_OPTS',
    consoleDefault: '-Xmx1024m',
    note: {zh: '构建时 Maven 进程的 JVM 参数', en: 'JVM options of the Maven process during the build'},
    source: ui('java-maven'),
  },
  {
    id: 'java-procfile',
    section: 'java',
    label: {zh: '启动命令（Maven、Jar、War）', en: 'Start command (Maven, Jar, War)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    note: {
      zh: '为空时按项目类型生成，格式同 Procfile',
      en: 'generated from the project type when empty; Procfile syntax',
    },
    source: ui('java-jar'),
  },
  {
    id: 'python-version',
    section: 'python-php-static',
    label: {zh: 'Python 版本（Python）', en: 'Python version (Python)'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: 'python-3.6.6',
    options: ['python-3.6.6', 'python-3.6.10', 'python-3.5.7', 'python-3.4.9', 'python-2.7.9', 'python-2.7.17'],
    note: {
      zh: '变量未设置且代码中没有 `runtime.txt` 时，构建器用 python-3.6.10（`runtimes.sh`）',
      en: 'with the variable unset and no `runtime.txt` in the code, the builder uses python-3.6.10 (`runtimes.sh`)',
    },
    source: ui('python'),
  },
  {
    id: 'python-pip',
    section: 'python-php-static',
    label: {zh: 'Pypi 源（Python）', en: 'PyPI source (Python)'},
    variable: 'BUILD_PIP_INDEX_URL',
    consoleDefault: 'https://pypi.tuna.tsinghua.edu.cn/simple',
    source: ui('python'),
  },
  {
    id: 'php-server',
    section: 'python-php-static',
    label: {zh: 'Web 服务器（PHP）', en: 'Web server (PHP)'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: 'apache',
    options: ['apache', 'nginx'],
    source: ui('php'),
  },
  {
    id: 'php-version',
    section: 'python-php-static',
    label: {zh: 'PHP 版本（PHP）', en: 'PHP version (PHP)'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '',
    options: ['5.6.35', '5.5.38', '7.0.29', '7.1.27', '7.2.16', '7.3.3'],
    note: {
      zh: '控制台不预选版本；选定后构建器把它写入 `composer.json` 的 `require.php`，不选时以 `composer.json` 为准',
      en: 'the console preselects none; a chosen version is written into `require.php` of `composer.json` by the builder, otherwise `composer.json` decides',
    },
    source: ui('php'),
  },
  {
    id: 'static-server',
    section: 'python-php-static',
    label: {zh: 'Web 服务器（静态网站）', en: 'Web server (static site)'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: 'nginx',
    options: ['nginx', 'apache'],
    source: ui('static'),
  },
  {
    id: 'node-version',
    section: 'nodejs',
    label: {zh: 'Node 版本（Node.js）', en: 'Node version (Node.js)'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '8.12.0',
    options: ['8.12.0', '4.9.1', '5.12.0', '6.14.4', '7.10.1', '8.9.3', '9.11.2', '10.13.0', '11.1.0', '16.15.0'],
    note: {
      zh: '选定后写入 `package.json` 的 `engines.node`',
      en: 'a chosen version is written into `engines.node` of `package.json`',
    },
    source: ui('nodejs'),
  },
  {
    id: 'node-env',
    section: 'nodejs',
    label: {zh: '运行环境（Node.js）', en: 'Runtime environment (Node.js)'},
    variable: 'BUILD_NODE_ENV',
    consoleDefault: 'production',
    source: ui('nodejs'),
  },
  {
    id: 'node-npm',
    section: 'nodejs',
    label: {zh: 'NPM 镜像（Node.js）', en: 'NPM mirror (Node.js)'},
    variable: 'BUILD_NPM_REGISTRY',
    consoleDefault: 'https://registry.npm.taobao.org',
    source: ui('nodejs'),
  },
  {
    id: 'node-yarn',
    section: 'nodejs',
    label: {zh: 'YARN 镜像（Node.js）', en: 'YARN mirror (Node.js)'},
    variable: 'BUILD_YARN_REGISTRY',
    consoleDefault: 'https://registry.npm.taobao.org',
    source: ui('nodejs'),
  },
  {
    id: 'node-build-cmd',
    section: 'nodejs',
    label: {zh: '构建命令（Node.js 前端项目）', en: 'Build command (Node.js front end)'},
    variable: 'BUILD_NODE_BUILD_CMD',
    consoleDefault: '',
    source: ui('nodejs'),
  },
  {
    id: 'node-procfile',
    section: 'nodejs',
    label: {zh: '启动命令（Node.js）', en: 'Start command (Node.js)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: 'node index.js',
    source: ui('nodejs'),
  },
  {
    id: 'go-version',
    section: 'golang-netcore',
    label: {zh: 'Golang 版本（Golang）', en: 'Golang version (Golang)'},
    variable: 'BUILD_GOVERSION',
    consoleDefault: 'go1.11',
    options: ['go1.16.2', 'go1.15.10', 'go1.14.15', 'go1.13.15', 'go1.12', 'go1.11', 'go1.10', 'go1.9', 'go1.8'],
    note: {
      zh: '控制台显示为 go1.16 至 go1.8，写入的是左列的完整版本号',
      en: 'the console shows go1.16 to go1.8 and writes the full versions listed',
    },
    source: ui('golang'),
  },
  {
    id: 'go-proxy',
    section: 'golang-netcore',
    label: {zh: 'GOPROXY（Golang）', en: 'GOPROXY (Golang)'},
    variable: 'BUILD_GOPROXY',
    consoleDefault: 'https://goproxy.io',
    source: ui('golang'),
  },
  {
    id: 'go-packages',
    section: 'golang-netcore',
    label: {zh: '构建模块（Golang）', en: 'Modules to build (Golang)'},
    variable: 'BUILD_GO_INSTALL_PACKAGE_SPEC',
    consoleDefault: '',
    note: {zh: '不填时构建所有模块', en: 'everything is built when empty'},
    source: ui('golang'),
  },
  {
    id: 'go-procfile',
    section: 'golang-netcore',
    label: {zh: '启动命令（Golang）', en: 'Start command (Golang)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    source: ui('golang'),
  },
  {
    id: 'dotnet-sdk',
    section: 'golang-netcore',
    label: {zh: '编译环境版本（.NET Core）', en: 'SDK version (.NET Core)'},
    variable: 'BUILD_DOTNET_SDK_VERSION',
    consoleDefault: '2.2-sdk-alpine',
    options: ['2.2-sdk-alpine', '2.1-sdk-alpine'],
    note: {
      zh: '变量未设置时构建用 `mcr.microsoft.com/dotnet/sdk:2.1-alpine`',
      en: 'with the variable unset the build uses `mcr.microsoft.com/dotnet/sdk:2.1-alpine`',
    },
    source: ui('netcore'),
  },
  {
    id: 'dotnet-runtime',
    section: 'golang-netcore',
    label: {zh: '运行环境版本（.NET Core）', en: 'Runtime version (.NET Core)'},
    variable: 'BUILD_DOTNET_RUNTIME_VERSION',
    consoleDefault: '2.2-aspnetcore-runtime',
    options: ['2.2-aspnetcore-runtime', '2.1-aspnetcore-runtime'],
    note: {
      zh: '变量未设置时构建用 `mcr.microsoft.com/dotnet/aspnet:2.1-alpine`',
      en: 'with the variable unset the build uses `mcr.microsoft.com/dotnet/aspnet:2.1-alpine`',
    },
    source: ui('netcore'),
  },
];

/** The builder file the fallbacks in the notes come from. */
export const BUILDER_RUNTIMES = runtimes;
