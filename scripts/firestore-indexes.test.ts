/** @jest-environment node */
// firestore.indexes.json, read by firebase-tools' own validator (the one `firebase deploy` runs):
// the TTL policies that make the database forget on time (decision 15) are declared there.
import fs from 'node:fs';
import path from 'node:path';
import { FirestoreApi } from 'firebase-tools/lib/firestore/api';
import { COLLECTIONS } from '@/lib/email/model';

type FieldOverride = {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
};

const spec = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'firestore.indexes.json'), 'utf8'),
) as { indexes: unknown[]; fieldOverrides: FieldOverride[] };

describe('firestore.indexes.json', () => {
  it('is what firebase deploy accepts', () => {
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });

  // What each policy is for: pending sign-ups go 30 days after they were made, the functions'
  // link counts once they no longer count.
  it.each([COLLECTIONS.subscribers, COLLECTIONS.linkLimits])(
    'deletes %s documents by their expiresAt, without indexing the field',
    (collection) => {
      expect(spec.fieldOverrides).toContainEqual({
        collectionGroup: collection,
        fieldPath: 'expiresAt',
        ttl: true,
        indexes: [],
      });
    },
  );

  it('would refuse a TTL policy that is not a boolean', () => {
    const broken = {
      ...spec,
      fieldOverrides: [{ ...spec.fieldOverrides[0], ttl: 'yes' }],
    };
    expect(() => new FirestoreApi().validateSpec(broken)).toThrow();
  });
});
