// The CSP step's command line (npm run build, npm test, and the predeploy hook with --check): the
// work is step.ts's, described there; this runs it with the build's environment (.env files
// included, as `next build` reads them) and exits with 1 and the reason when it refuses.
//
//   tsx scripts/csp/index.ts               inline the critical CSS, write the policies into out/
//                                          and firebase.generated.json (same env as next build)
//   tsx scripts/csp/index.ts --check [--config F] [--build ID]
//                                          the predeploy guard: one meta policy first in every
//                                          page's <head>, and config F written for this export
//   --out DIR, --write-to F                another export folder than out/, another config file
import { loadBuildEnv } from '@/lib/config/build-env';
import { runCspStep } from './step';

runCspStep(process.argv.slice(2), loadBuildEnv()).catch((error: unknown) => {
  console.error(`✘ CSP: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
