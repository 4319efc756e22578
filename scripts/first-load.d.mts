export interface ForbiddenCodeHit {
  name: string;
  marker: string;
}
export interface FirstLoadScript {
  url: string;
  gzipBytes: number;
  forbidden: ForbiddenCodeHit[];
}
export interface FirstLoad {
  htmlGzipBytes: number;
  firstLoadJsGzipBytes: number;
  firstLoadCssGzipBytes: number;
  scripts: FirstLoadScript[];
  styles: { url: string; gzipBytes: number }[];
  externalScripts: string[];
}
export interface ExportedPage {
  file: string;
  route: string;
  notFound: boolean;
}
export const FORBIDDEN_FIRST_LOAD_CODE: { name: string; markers: string[] }[];
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] };
export function forbiddenCodeIn(source: string): ForbiddenCodeHit[];
export function measureFirstLoad(htmlFile: string, outDir: string): FirstLoad;
export function exportedPages(outDir: string): ExportedPage[];
export function exportedRoutes(outDir: string): string[];
export function gzipSize(buffer: Buffer | string): number;
export function localFile(outDir: string, url: string): string;
