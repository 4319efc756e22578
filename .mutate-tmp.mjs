import { startFirestoreEmulator } from '/work/main/scripts/firestore-emulator.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
const root = '/work/main';
const rulesFile = `${root}/firestore.rules`;
const original = fs.readFileSync(rulesFile, 'utf8');
fs.writeFileSync('/tmp/fsx/firestore.rules.orig', original);
const lines = original.split('\n');
const balanced = (s) => [...s].filter((c) => c === '(').length === [...s].filter((c) => c === ')').length;
const mutants = [];
lines.forEach((line, i) => {
  const t = line.trim();
  if (t.startsWith('//')) return;
  const m = t.match(/^(&&|\|\|) (.*?)(;?)$/);
  if (m && balanced(m[2])) {
    mutants.push({ name: `L${i + 1}: ${t}`, i, text: line.replace(t, `${m[1]} ${m[1] === '&&' ? 'true' : 'false'}${m[3]}`) });
  }
  const r = t.match(/^return (.*?)(;?)$/);
  if (r && balanced(r[1])) mutants.push({ name: `L${i + 1}: ${t}`, i, text: line.replace(t, `return true${r[2]}`) });
  const a = t.match(/^allow ([a-z, ]+): if (.*?)(;?)$/);
  if (a && balanced(a[2]) && a[2] !== 'false') mutants.push({ name: `L${i + 1}: ${t}`, i, text: line.replace(t, `allow ${a[1]}: if true${a[3]}`) });
  if (t === 'allow delete: if false;' || t === 'allow update, delete: if false;' || t === 'allow list, create, update, delete: if false;')
    mutants.push({ name: `L${i + 1}: ${t}`, i, text: line.replace('if false', 'if true') });
});
const replacements = [
  ['email.size() <= 254', 'email.size() <= 255'],
  ['isStringOfAtMost(metadata.userAgent, 500)\n        && isStringOfAtMost(metadata.referrer, 2000)\n        && isStringOfAtMost(metadata.currentUrl, 2000)\n        && (!', 'isStringOfAtMost(metadata.userAgent, 501)\n        && isStringOfAtMost(metadata.referrer, 2000)\n        && isStringOfAtMost(metadata.currentUrl, 2000)\n        && (!'],
  ["isStringOfAtMost(metadata.referrer, 2000)\n        && isStringOfAtMost(metadata.currentUrl", "isStringOfAtMost(metadata.referrer, 2001)\n        && isStringOfAtMost(metadata.currentUrl"],
  ['isStringOfAtMost(metadata.currentUrl, 2000)', 'isStringOfAtMost(metadata.currentUrl, 2001)'],
  ["'articleSlug', 120", "'articleSlug', 121"],
  ['data.name, 200', 'data.name, 201'],
  ['data.provider, 40', 'data.provider, 41'],
  ['data.avatar, 2000', 'data.avatar, 2001'],
  ['action.size() <= 60', 'action.size() <= 61'],
  ['action.size() >= 1', 'action.size() >= 0'],
  ["'url', 2000", "'url', 2001"],
  ["'userAgent', 500)\n        && optionalStringOfAtMost(metadata, 'details'", "'userAgent', 501)\n        && optionalStringOfAtMost(metadata, 'details'"],
  ["'details', 500", "'details', 501"],
  ['loginCount + 1', 'loginCount + 2'],
  ['data.metadata.loginCount == 1', 'data.metadata.loginCount >= 1'],
  ['subscriberId == hashing.sha256(data.email).toHexString().lower()', 'subscriberId.lower() == hashing.sha256(data.email).toHexString().lower()'],
  ["'newsletter', 'comment', 'login', 'registration'", "'newsletter', 'comment', 'login', 'registration', 'twitter'"],
  ["['footer', 'article', 'admin']", "['footer', 'article', 'admin', 'sidebar']"],
  ["'^[^\\\\s\\\\x{0B}\\\\x{FEFF}\\\\p{Z}]+$'", "'^[^\\\\s]+$'"],
  ["hasOnly(['userAgent', 'referrer', 'currentUrl', 'formLocation', 'articleSlug'])", "hasOnly(['userAgent', 'referrer', 'currentUrl', 'formLocation', 'articleSlug', 'ip'])"],
  ["hasOnly(['url', 'userAgent', 'details'])", "hasOnly(['url', 'userAgent', 'details', 'referrer'])"],
  ["hasAny(['userId', 'email', 'registeredAt', 'emailConsent', 'provider'])", "hasAny(['userId', 'email', 'registeredAt', 'emailConsent'])"],
  ["hasAny(['userId', 'email', 'registeredAt', 'emailConsent', 'provider'])", "hasAny(['userId', 'email', 'registeredAt', 'provider'])"],
  ["hasAny(['userId', 'email', 'registeredAt', 'emailConsent', 'provider'])", "hasAny(['userId', 'email', 'emailConsent', 'provider'])"],
  ["hasAny(['userId', 'email', 'registeredAt', 'emailConsent', 'provider'])", "hasAny(['userId', 'registeredAt', 'emailConsent', 'provider'])"],
  ["hasAny(['userId', 'email', 'registeredAt', 'emailConsent', 'provider'])", "hasAny(['email', 'registeredAt', 'emailConsent', 'provider'])"],
  ["changedKeys().hasOnly(['marketingConsent'])", "changedKeys().hasOnly(['marketingConsent', 'name'])"],
  ["allow get, list: if isAdmin();\n      allow update: if", "allow get, list: if signedIn();\n      allow update: if"],
  ['request.auth.token.email_verified == true', 'true'],
  ['exists(/databases/$(database)/documents/admins/$(authEmail()))', 'true'],
  ['allow get: if (signedIn() && request.auth.uid == uid) || isAdmin();', 'allow get: if signedIn();'],
  ['allow list: if isAdmin();', 'allow list: if signedIn();'],
  ['allow get: if hasVerifiedEmail() && authEmail() == email;', 'allow get: if signedIn();'],
  ['data.email == authEmail()', 'data.email == request.auth.token.email'],
];
for (const [from, to] of replacements) {
  if (!original.includes(from)) { console.log('MISSING', from); continue; }
  mutants.push({ name: `${from.replace(/\n\s*/g, ' ').slice(0, 70)} -> ${to.replace(/\n\s*/g, ' ').slice(0, 70)}`, full: original.replace(from, to) });
}
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
const em = await startFirestoreEmulator();
const survivors = [];
try {
  for (const m of mutants) {
    if (only && !only.test(m.name)) continue;
    const text = m.full ?? lines.map((l, j) => (j === m.i ? m.text : l)).join('\n');
    fs.writeFileSync(rulesFile, text);
    const out = '/tmp/fsx/m.json';
    fs.rmSync(out, { force: true });
    spawnSync(`${root}/node_modules/.bin/jest`, ['--config', 'jest.firestore.config.mjs', '--ci', '--silent', '--json', `--outputFile=${out}`], {
      cwd: root, env: { ...process.env, FIRESTORE_EMULATOR_HOST: `${em.host}:${em.port}` }, stdio: 'ignore' });
    let r; try { r = JSON.parse(fs.readFileSync(out, 'utf8')); } catch { r = null; }
    const failed = r ? r.numFailedTests + r.numRuntimeErrorTestSuites : 'CRASH';
    const failMsg = r?.testResults?.[0]?.message?.includes('Error compiling rules') || r?.testResults?.[0]?.message?.match(/compil|Syntax/i) ? ' (rules error?)' : '';
    console.log(`${failed === 0 ? 'SURVIVED' : 'killed  '} [${failed}]${failMsg} ${m.name}`);
    if (failed === 0) survivors.push(m.name);
  }
} finally {
  fs.writeFileSync(rulesFile, original);
  await em.stop();
}
console.log('\nSURVIVORS:', survivors.length); survivors.forEach((s) => console.log('  ', s));
