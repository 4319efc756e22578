import { describeAdminListContract } from '@/lib/email/contract/admin-list.contract';
import { describeAdminToolsContract } from '@/lib/email/contract/admin-tools.contract';
import { describeConsentContract } from '@/lib/email/contract/consent.contract';
import { describeRegisteredContract } from '@/lib/email/contract/registered.contract';
import type { StoreSetup } from '@/lib/email/contract/store.fixture';
import { describeSubscriberContract } from '@/lib/email/contract/subscriber.contract';
import { describeVisitorContract } from '@/lib/email/contract/visitor.contract';

// The scenarios both stores must pass alike (issue 46): one suite, run by
// lib/email/store-local.test.ts on browser storage (jsdom) and by firestore/data.test.ts on the
// Firestore emulator under the real rules. Each file keeps beside it only what its store alone
// does (storage failures and damaged values; rules refusals, hashed ids, read counts). The
// scenarios are split by role, one *.contract.ts file each, and share store.fixture.ts; none is a
// *.test.ts file, so neither Jest configuration runs them on their own, and only those two test
// files import this folder.

export {
  type SeedSubscription,
  type StoredRecords,
  seedSubscription,
  wholeList,
} from '@/lib/email/contract/store.fixture';

/** Every scenario of the contract on one implementation, given its stores by role. */
export function describeStoreContract(name: string, setup: StoreSetup) {
  describeVisitorContract(name, setup);
  describeSubscriberContract(name, setup);
  describeRegisteredContract(name, setup);
  describeAdminToolsContract(name, setup);
  describeAdminListContract(name, setup);
  describeConsentContract(name, setup);
}
