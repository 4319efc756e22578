// The one module of firebase-tools a test reads (scripts/firestore-indexes.test.ts): the validator
// `firebase deploy` runs on firestore.indexes.json. firebase-tools ships no types for it.
declare module 'firebase-tools/lib/firestore/api' {
  export class FirestoreApi {
    validateSpec(spec: unknown): void;
  }
}
