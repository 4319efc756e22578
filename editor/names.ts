/**
 * Names the editor's configuration (config.ts) and its browser code (editor.ts) share; a module of
 * its own so the browser bundle does not carry the schema and zod.
 */

/** The collection's name in the editor's URLs (#/collections/blog). */
export const CMS_COLLECTION = 'blog';

/** The body's widget: Decap's Markdown editor plus the build's own body checks (editor.ts). */
export const BODY_WIDGET = 'markdown-articulo';

/**
 * Required fields the schema accepts empty (a list with no minimum): the editor does not ask for
 * them (Decap would refuse an empty list as missing) and fills them in before each save.
 */
export const EMPTY_WHEN_UNSET: Record<string, unknown[]> = { relatedPosts: [] };

/**
 * Optional groups whose fields the schema requires together (the chat button): the editor's
 * widget accepts them all empty or all filled (editor.ts), and a kept group gets these values for
 * its switches the owner did not touch.
 */
export const OPTIONAL_GROUP_WIDGET = 'objeto-opcional';
export const GROUP_DEFAULTS: Record<string, Record<string, unknown>> = {
  floatingChat: { secondaryNumber: false },
};

/**
 * The commit status the deploy workflow sets on a pull request with its preview channel's URL
 * (.github/workflows/ci-deploy.yml); Decap shows it as the article's preview link.
 */
export const PREVIEW_STATUS_CONTEXT = 'Vista previa';
