/**
 * Runs in <head> before the first paint, before any bundle: drops a theme value that is neither
 * light, dark nor system (so the system preference applies instead of an unknown class).
 * Storage may throw.
 */
export const bootScript = `try{var s=localStorage,t=s.getItem('theme');if(t&&t!=='light'&&t!=='dark'&&t!=='system')s.removeItem('theme')}catch(e){}`;
