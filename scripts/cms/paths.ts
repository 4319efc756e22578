/** Where the article editor lives in the export: out/cms/, served at /cms/. */
export const CMS_FOLDER = 'cms';
export const CMS_ROUTE = `/${CMS_FOLDER}/`;

/** The URLs of the editor and its files, for the hosting config's header entries. */
export const CMS_PATTERN = `^/${CMS_FOLDER}(?:/.*)?$`;
