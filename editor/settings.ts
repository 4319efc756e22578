import { z } from 'zod';

/**
 * The article editor's settings, read from the build's environment by editor/build.ts and
 * the CSP step, which writes the hosting config (no page reads them, so they are not
 * NEXT_PUBLIC_ variables):
 * - CMS_GITHUB_REPO: owner/name of the repository the editor saves to (the deploy workflow
 *   passes its own repository);
 * - CMS_AUTH_SITE_DOMAIN: the Netlify site whose GitHub OAuth provider signs the owner in;
 * - CMS_GITHUB_AUTH_SCOPE: what the sign-in asks GitHub for: `public_repo` (the default: public
 *   repositories only) or `repo` (every repository the owner can reach; a private one needs it);
 * - CMS_HOSTING_SITE: the Firebase Hosting site that serves the editor (decision 16: its own
 *   origin), by default `<the site's Hosting site>-cms`;
 * - CMS_URL: the editor's address, where the site's /cms/ sends the owner; by default
 *   `https://<CMS_HOSTING_SITE>.web.app/`;
 * - CMS_LOCAL_BACKEND: decap-server's API URL, for local work and the tests only.
 * HOSTING_SITE is the site's own Hosting site, by default the Firebase project's id (the
 * project's default site).
 */
export const CMS_ENV = {
  repo: 'CMS_GITHUB_REPO',
  authSiteDomain: 'CMS_AUTH_SITE_DOMAIN',
  authScope: 'CMS_GITHUB_AUTH_SCOPE',
  hostingSite: 'CMS_HOSTING_SITE',
  url: 'CMS_URL',
  localBackend: 'CMS_LOCAL_BACKEND',
} as const;
export const HOSTING_SITE_ENV = 'HOSTING_SITE';
const PROJECT_ID_ENV = 'NEXT_PUBLIC_FIREBASE_PROJECT_ID';

/** GitHub's OAuth scopes Decap can ask for: public repositories only, or every repository. */
export const AUTH_SCOPES = ['public_repo', 'repo'] as const;

/** Where the editor is served when no Hosting site is known: beside `npm run serve`'s site. */
export const LOCAL_CMS_URL = 'http://127.0.0.1:3001/';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : null),
    schema.nullable(),
  );

/** A Firebase Hosting site id (the part before .web.app): lower-case letters, digits, hyphens. */
const siteId = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    'debe ser el id de un sitio de Hosting, p. ej. hanzo-cms',
  );

const settingsSchema = z.object({
  repo: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'debe ser propietario/repositorio')),
  authSiteDomain: optional(
    z
      .string()
      .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'debe ser un dominio, p. ej. hanzo-cms.netlify.app'),
  ),
  authScope: optional(z.enum(AUTH_SCOPES, 'debe ser public_repo o repo')),
  hostingSite: optional(siteId),
  url: optional(
    z
      .url({ protocol: /^https?$/ })
      .endsWith('/', 'debe terminar en /, p. ej. https://hanzo-cms.web.app/'),
  ),
  localBackend: optional(
    z
      .url({ protocol: /^http$/, hostname: /^(127\.0\.0\.1|localhost)$/ })
      .describe('la API de decap-server en esta máquina, p. ej. http://127.0.0.1:8081/api/v1'),
  ),
  siteHostingSite: optional(siteId),
});

export interface CmsSettings {
  repo: string | null;
  authSiteDomain: string | null;
  authScope: (typeof AUTH_SCOPES)[number];
  localBackend: string | null;
  /** The Hosting sites of the site and of the editor; null when no Firebase project is known. */
  hosting: { site: string; cms: string } | null;
  /** Where the site's /cms/ sends the owner. */
  url: string;
}

/** The editor's settings from an environment such as process.env; throws a Spanish message. */
export function cmsSettingsFromEnv(env: Record<string, string | undefined>): CmsSettings {
  const result = settingsSchema.safeParse({
    repo: env[CMS_ENV.repo],
    authSiteDomain: env[CMS_ENV.authSiteDomain],
    authScope: env[CMS_ENV.authScope],
    hostingSite: env[CMS_ENV.hostingSite],
    url: env[CMS_ENV.url],
    localBackend: env[CMS_ENV.localBackend],
    // The project id is checked by the site's own settings; as a site id it must fit too.
    siteHostingSite: env[HOSTING_SITE_ENV] || env[PROJECT_ID_ENV],
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = issue.path[0] as keyof typeof CMS_ENV | 'siteHostingSite';
      const name =
        key === 'siteHostingSite'
          ? env[HOSTING_SITE_ENV]
            ? HOSTING_SITE_ENV
            : PROJECT_ID_ENV
          : (CMS_ENV[key] ?? String(key));
      return `${name}: ${issue.message}`;
    });
    throw new Error(`Configuración del editor inválida:\n  ${problems.join('\n  ')}`);
  }
  const { siteHostingSite, hostingSite, url, authScope, ...rest } = result.data;
  const cms = hostingSite ?? (siteHostingSite ? `${siteHostingSite}-cms` : null);
  return {
    ...rest,
    authScope: authScope ?? 'public_repo',
    hosting: siteHostingSite && cms ? { site: siteHostingSite, cms } : null,
    url: url ?? (cms ? `https://${cms}.web.app/` : LOCAL_CMS_URL),
  };
}

/**
 * What stops the editor's settings from being deployed (scripts/deploy-check.ts): where the site's
 * /cms/ sends the owner must be a public https address (decision 16). Said only once its Hosting
 * site is known (the Firebase project, or CMS_URL): a missing project is already a problem of its
 * own. `local`: whether a host only answers on the machine it runs on.
 */
export function cmsDeployProblems(
  source: Record<string, string | undefined>,
  local: (host: string) => boolean,
): string[] {
  let url: URL;
  try {
    const cms = cmsSettingsFromEnv(source);
    if (!cms.hosting && !source[CMS_ENV.url]?.trim()) return [];
    url = new URL(cms.url);
  } catch (error) {
    return [(error instanceof Error ? error.message : String(error)).replace(/\n\s*/g, ' ')];
  }
  if (local(url.hostname)) {
    return [
      `${CMS_ENV.url}: ${url.href} es una dirección local; /cms/ del sitio llevaría ahí al editor.`,
    ];
  }
  return url.protocol === 'https:'
    ? []
    : [
        `${CMS_ENV.url}: ${url.href} no usa https; el editor se publica con https en su propio sitio.`,
      ];
}
