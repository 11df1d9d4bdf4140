import {hasManifest, manifestDir} from './shared';

/** One line when the tests that read ../shared/manifest are skipped (a clone without it). */
export default function setup() {
  if (!hasManifest) console.log(`manifest tests skipped: ${manifestDir} is not here (CI has it beside the repository)`);
}
