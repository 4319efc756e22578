import { siteConfig } from '@/lib/config/site-config';
import { appCheckSettings, initFirebase } from '@/lib/email/firebase';
import { CALLABLES, FUNCTIONS_REGION } from '@/lib/email/link-contract';

// The site's callables (functions/, decision 15), loaded on demand like the rest of Firebase:
// App Check starts first, so each call carries its token (or, with `limitedUse`, a token that
// serves once); a build wired to the emulators calls the Functions emulator.

export async function callFunction<T>(
  name: (typeof CALLABLES)[keyof typeof CALLABLES],
  data: unknown,
  { limitedUse = false } = {},
): Promise<T> {
  const config = siteConfig.firebase;
  if (!config) throw new Error('Firebase no está configurado');
  const [{ app }, functions] = await Promise.all([
    initFirebase(config, siteConfig.firebaseEmulatorHost, appCheckSettings(siteConfig)),
    import('firebase/functions'),
  ]);
  const instance = functions.getFunctions(app, FUNCTIONS_REGION);
  const emulator = siteConfig.firebaseFunctionsEmulatorHost;
  // Calling it again on the same instance only sets the same origin.
  if (emulator) {
    const [host = '127.0.0.1', port = '5001'] = emulator.split(':');
    functions.connectFunctionsEmulator(instance, host, Number(port));
  }
  const call = functions.httpsCallable<unknown, T>(instance, name, {
    limitedUseAppCheckTokens: limitedUse,
  });
  return (await call(data)).data;
}
