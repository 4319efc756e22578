import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { forgetUnusedSignIns } from './sign-in-accounts';

// Once a day: the email-link accounts of addresses with no subscription go (an access link opened
// by someone who is not subscribed leaves nothing behind after a day; A2 of the 2026-11-28 review).

export const forgetUnusedSignInAccounts = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'America/Mexico_City', region: FUNCTIONS_REGION },
  async () => {
    const deleted = await forgetUnusedSignIns(getAuth(), getFirestore());
    logger.info('unused sign-in accounts deleted', { deleted });
  },
);
