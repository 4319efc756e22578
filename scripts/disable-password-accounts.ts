// One-off, run by the owner after the sign-in gates are deployed (docs/firebase.md, "After the
// first deploy"): lists the Firebase Authentication accounts that sign in with a password, made
// before the gates refused them, and with --apply disables them and ends their sessions (a
// refresh token never passes a blocking function). Needs the owner's credentials for the project
// (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS).
//   npx tsx scripts/disable-password-accounts.ts --project <project-id> [--apply]
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { disablePasswordAccounts } from '../functions/src/sign-in-accounts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

async function main() {
  const projectId = argument('--project') ?? process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error('Indica el proyecto: --project <id-del-proyecto>');
    process.exit(2);
  }
  const apply = process.argv.includes('--apply');
  const found = await disablePasswordAccounts(getAuth(initializeApp({ projectId })), apply);
  if (!found.length) {
    console.log('No hay cuentas con contraseña: no hay nada que desactivar.');
    return;
  }
  console.log(
    apply
      ? `Desactivadas ${found.length} cuentas con contraseña (y cerradas sus sesiones):`
      : `Hay ${found.length} cuentas con contraseña; vuelve a ejecutar con --apply para desactivarlas:`,
  );
  for (const account of found) console.log(`  ${account}`);
}

main().catch((error: unknown) => {
  console.error('No se pudo completar:', error);
  process.exit(1);
});
