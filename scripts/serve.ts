// Serves the static export in out/ the way Firebase Hosting does: superstatic (the server behind
// Firebase Hosting) with the `hosting` section of the build's hosting config, plus gzip.
// Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir out] [--config F]
// (tsx, or `node --import tsx` for a single process: it imports the TypeScript CSP library)
// --dir serves another export folder, --config another hosting config (default
// firebase.generated.json, which scripts/csp.ts writes for out/; the tests' online build has its
// own).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { server as superstaticServer } from 'superstatic';
import { GENERATED_HOSTING_CONFIG, metaPolicyOf } from './csp/policy';

const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'out' },
    config: { type: 'string', default: GENERATED_HOSTING_CONFIG },
  },
});
const port = Number(values.port);
const host = values.host;
const dir = path.resolve(root, values.dir);

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(
    `No existe ${path.relative(root, dir)}/index.html: ejecuta primero \`npm run build\`.`,
  );
  process.exit(1);
}

const configFile = path.resolve(root, values.config);
if (!fs.existsSync(configFile)) {
  console.error(
    `No existe ${path.relative(root, configFile)}: ejecuta \`npm run build\` (o ` +
      '`npx tsx scripts/csp.ts` después de `next build`), que lo genera junto con las políticas de ' +
      'seguridad de cada página.',
  );
  process.exit(1);
}
const { hosting } = JSON.parse(fs.readFileSync(configFile, 'utf8'));
// A page without its meta policy would run with no restriction on scripts: refuse to serve an
// export that scripts/csp.ts has not processed, or a config from another build.
const homePage = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const problems = metaPolicyOf(homePage).problems;
if (problems.length > 0) {
  console.error(
    `La Content-Security-Policy de ${path.relative(root, dir)}/ y ${path.relative(root, configFile)} ` +
      'no corresponden a esta compilación: ejecuta `npx tsx scripts/csp.ts` (o `npm run build`).\n  ' +
      problems.join('\n  '),
  );
  process.exit(1);
}
const app = superstaticServer({
  cwd: root,
  config: { ...hosting, public: path.relative(root, dir) },
  port,
  hostname: host,
  compression: true,
  errorPage: path.join(dir, '404.html'),
});

const server = app.listen(() => {
  console.log(`Sitio servido en http://${host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
