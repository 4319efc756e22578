/**
 * The subscription page's address, the one place it is written: the route's folder
 * (app/(site)/boletin/) aside, the links, the mails, the functions and the CSP step read it here.
 */
export const SUBSCRIPTION_PATH = '/boletin/';
