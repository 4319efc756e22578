import { z } from 'zod';

/**
 * The article editor's settings, read from the build's environment by scripts/cms/build.ts (no
 * page reads them, so they are not NEXT_PUBLIC_ variables):
 * - CMS_GITHUB_REPO: owner/name of the repository the editor saves to (the deploy workflow
 *   passes its own repository);
 * - CMS_AUTH_SITE_DOMAIN: the Netlify site whose GitHub OAuth provider signs the owner in;
 * - CMS_LOCAL_BACKEND: decap-server's API URL, for local work and the tests only.
 */
export const CMS_ENV = {
  repo: 'CMS_GITHUB_REPO',
  authSiteDomain: 'CMS_AUTH_SITE_DOMAIN',
  localBackend: 'CMS_LOCAL_BACKEND',
} as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : null),
    schema.nullable(),
  );

const settingsSchema = z.object({
  repo: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'debe ser propietario/repositorio')),
  authSiteDomain: optional(
    z
      .string()
      .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'debe ser un dominio, p. ej. hanzo-cms.netlify.app'),
  ),
  localBackend: optional(
    z
      .url({ protocol: /^http$/, hostname: /^(127\.0\.0\.1|localhost)$/ })
      .describe('la API de decap-server en esta máquina, p. ej. http://127.0.0.1:8081/api/v1'),
  ),
});

export type CmsSettings = z.infer<typeof settingsSchema>;

/** The editor's settings from an environment such as process.env; throws a Spanish message. */
export function cmsSettingsFromEnv(env: Record<string, string | undefined>): CmsSettings {
  const result = settingsSchema.safeParse({
    repo: env[CMS_ENV.repo],
    authSiteDomain: env[CMS_ENV.authSiteDomain],
    localBackend: env[CMS_ENV.localBackend],
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path[0] as keyof typeof CMS_ENV;
    return `${CMS_ENV[key] ?? String(key)}: ${issue.message}`;
  });
  throw new Error(`Configuración del editor inválida:\n  ${problems.join('\n  ')}`);
}
