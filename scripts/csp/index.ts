// The step after `next build` and the editor's build (npm run build, npm test): each page of the
// export in out/ gets its critical CSS inlined, the chunks the pages load at their start get V8's
// compile hint, then each page gets its own Content-Security-Policy, and the hosting config is
// written to firebase.generated.json (git-ignored). The work is step.ts's; this is its command
// line, with the build's environment (.env files included, as `next build` reads them). Whether
// the pages run under both policies is the browser's verdict (the e2e sweep); this step refuses
// only what it can see without one (--check). docs/security.md has the whole picture.
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
