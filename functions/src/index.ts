// The site's Cloud Functions (2nd gen; decision 15 in docs/decisions.md, docs/firebase.md): the
// newsletter's own mail, the sign-ins the site allows, and the mail tool's copy of the list.
// Built into lib/index.js by scripts/build-functions.ts with the site's settings inlined.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { sendSubscriptionLink } from './send-link';
export { allowSiteSignIns, allowSiteSignUps } from './sign-in-gate';
export { mirrorSubscriber } from './mirror-subscriber';
export { mailToolStatus } from './mail-tool-status';
