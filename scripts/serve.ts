// Serves the export as Firebase Hosting would: superstatic (the server behind Hosting) with the
// hosting config the build generated (firebase.generated.json), one port per Hosting site: the
// site and the article editor (its own site, decision 16). superstatic's own CLI reads one hosting
// entry, not the list of two, so each entry is handed to its server as JSON. Both servers run in
// this one process (one PID to stop).
//
//   node --import tsx scripts/serve.ts [--only site|cms] [--port 3000] [--cms-port 3001]
//                                      [--root DIR]    DIR/out, DIR/out-cms with DIR's config
//                                      [--no-gzip]     answers uncompressed (the tests' server)
//                                      [--memo]        answers a URL from memory after the first
//                                                      time (the tests' server, see answerFromMemory)
//
// Hosting compresses what it serves, so by default this does too (the bench measures the bytes a
// visitor receives). The browser tests check behaviour, not bytes, and visit pages hundreds of
// times: compressing each answer there only spent the machine (superstatic's CPU time halves
// without it).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { server } from 'superstatic';
import { CMS_OUT } from '@/editor/paths';
import { GENERATED_HOSTING_CONFIG, type HostingEntry } from './hosting';
import { answerFromMemory } from './serve-memory';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    port: { type: 'string', default: '3000' },
    'cms-port': { type: 'string' },
    root: { type: 'string', default: path.resolve(__dirname, '..') },
    'no-gzip': { type: 'boolean', default: false },
    memo: { type: 'boolean', default: false },
  },
});
const root = path.resolve(args.root);
const configFile = path.join(root, GENERATED_HOSTING_CONFIG);
if (!fs.existsSync(configFile)) {
  console.error(`✘ serve: no ${configFile}: run npm run build first`);
  process.exit(1);
}
// An export built before the editor had its own site has one entry: the site.
const hosting = [
  (JSON.parse(fs.readFileSync(configFile, 'utf8')) as { hosting: HostingEntry | HostingEntry[] })
    .hosting,
].flat();
const port = Number(args.port);
const sites = {
  site: { entry: hosting.find((entry) => entry.public !== CMS_OUT), port },
  cms: {
    entry: hosting.find((entry) => entry.public === CMS_OUT),
    port: Number(args['cms-port'] ?? port + 1),
  },
};

for (const [name, { entry, port: sitePort }] of Object.entries(sites)) {
  if (args.only && args.only !== name) continue;
  if (!entry) {
    console.error(`✘ serve: ${GENERATED_HOSTING_CONFIG} has no ${name} entry`);
    process.exit(1);
  }
  // A JSON string is taken as the config itself (a file name would be read for its `hosting`);
  // the deploy-only keys (site, target, predeploy) mean nothing to superstatic.
  const app = server({
    cwd: root,
    config: JSON.stringify(entry),
    port: sitePort,
    hostname: '127.0.0.1',
    compression: !args['no-gzip'],
  });
  // Before superstatic (listen() adds it last): a kept answer never reaches it.
  if (args.memo) app.use(answerFromMemory());
  app.listen(() =>
    console.log(`Superstatic started: ${name} at http://127.0.0.1:${sitePort}/ (${entry.public}/)`),
  );
}
