/**
 * Runs in <head> before the first paint, before any bundle: drops a theme value that is neither
 * light, dark nor system (so the system preference applies instead of an unknown class).
 * Storage may throw.
 */
export const bootScript = `try{var s=localStorage,t=s.getItem('theme');if(t&&t!=='light'&&t!=='dark'&&t!=='system')s.removeItem('theme')}catch(e){}`;

/**
 * Runs first in /boletin/'s body, before any bundle: takes an email sign-in link's one-time code
 * off the address bar (kept for the page in `__hanzoEmailLink`, read by lib/email/link.ts), so
 * analytics, a reload or a shared screenshot never carries it.
 */
export const emailLinkScript = `try{if(/[?&]oobCode=/.test(location.search)){window.__hanzoEmailLink=location.href;history.replaceState(null,'',location.pathname)}}catch(e){}`;
