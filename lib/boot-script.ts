import { OVERLAY_SEEN_KEY } from '@/lib/overlay';

/**
 * Runs in <head> before the first paint, before any bundle: drops a theme value that is neither
 * light, dark nor system (so the system preference applies instead of an unknown class) and skips
 * the loading overlay when this browser session has already seen it. Storage may throw.
 */
export const bootScript = `try{var s=localStorage,t=s.getItem('theme');if(t&&t!=='light'&&t!=='dark'&&t!=='system')s.removeItem('theme')}catch(e){}try{if(sessionStorage.getItem('${OVERLAY_SEEN_KEY}')==='1')document.documentElement.classList.add('overlay-seen')}catch(e){}`;
