/** Path of the firebase CLI, installing the pinned firebase-tools into .cache/ when missing. */
export declare function ensureFirebaseTools(): string;
export declare function startAuthEmulator(options: {
  projectId: string;
  timeoutMs?: number;
}): Promise<{ host: string; port: number; stop: () => Promise<void> }>;
