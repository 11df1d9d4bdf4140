/**
 * The project's planning data beside the repository (`../shared/manifest`): there in CI and in the
 * team's sessions, absent from a contributor's clone. Tests that compare the site with it run only
 * where it is (`it.runIf(hasManifest)`); vitest's global setup says once that they were skipped.
 */
import fs from 'node:fs';
import path from 'node:path';

export const manifestDir = path.resolve(__dirname, '../../../../shared/manifest');
export const hasManifest = fs.existsSync(path.join(manifestDir, 'routes.json'));
export const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(manifestDir, name), 'utf8'));
