// Serves the static export in out/ the way Firebase Hosting does: superstatic (the server behind
// Firebase Hosting) with the `hosting` section of firebase.json, plus gzip.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out] [--config firebase.json]
// --dir serves another export folder, --config another firebase.json (the tests' online build,
// whose CSP entries scripts/csp.mjs --write-to wrote for it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import superstatic from 'superstatic';
import { findCspProblems, policyForPath } from '../lib/content-security-policy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const dir = path.resolve(root, option('dir', 'out'));

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(
    `No existe ${path.relative(root, dir)}/index.html: ejecuta primero \`npm run build\`.`,
  );
  process.exit(1);
}

const configFile = path.resolve(root, option('config', 'firebase.json'));
const { hosting } = JSON.parse(fs.readFileSync(configFile, 'utf8'));
// The CSP entries are written by scripts/csp.mjs for one build: say so when they are stale.
const homePage = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
if (findCspProblems(homePage, policyForPath(hosting, '/') ?? '').length > 0) {
  console.warn(
    'Aviso: la Content-Security-Policy de firebase.json no corresponde a out/ y bloqueará sus ' +
      'scripts: ejecuta `node scripts/csp.mjs` (o `npm run build`).',
  );
}
const app = superstatic.server({
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
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
