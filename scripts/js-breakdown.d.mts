export type SourceGroup = { kind: 'package' | 'project' | 'bundler'; name: string };
export function sourceGroup(source: string): SourceGroup;
export function bytesPerSource(code: string, rawMap: unknown): Map<string, number>;
