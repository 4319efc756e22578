// The site's Cloud Functions (2nd gen; decisions 15 and 17 in docs/decisions.md, docs/firebase.md):
// the newsletter's own mail and its confirmation, the sign-ins the site allows (and no mail of
// Firebase's own), and the mail tool's copy of the list through its outbox.
// Built into lib/index.js by scripts/build-functions.ts with the site's settings inlined.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { sendSubscriptionLink } from './send-link';
export { confirmSubscription } from './confirm-subscription';
export { allowSiteSignIns, allowSiteSignUps, refuseFirebaseMails } from './sign-in-gate';
export { mirrorSubscriber } from './mirror-subscriber';
export { deliverMailToolChange, sweepMailToolOutbox } from './deliver-mail-tool';
export { mailToolStatus, retryMailToolChanges } from './mail-tool-status';
export { forgetUnusedSignInAccounts } from './forget-unused-sign-ins';
export { articleMail } from './article-mail';
export { mailToolEvents } from './mail-tool-events';
