export function shardedRoutes<T>(path: string, table: Record<string, [string, () => Promise<{default: T[]}>]>): T[];
export function trustedRoutes<T>(path: string, routes: T[]): T[];
export function shardKey(base: string, table: Record<string, unknown>, pathname: string): string | null;
export function ensureRoutes(pathnames: readonly string[]): Promise<void>;
export function missingShard(pathname: string): string | null;
export function pathVariants(pathname: string): string[];
