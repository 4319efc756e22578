/** @jest-environment node */
import { isAllowedSignIn, signInMethod } from './sign-in-gate';

const TYPE = 'providers/cloud.auth/eventTypes/user.beforeCreate';

describe('the sign-ins the site allows', () => {
  it('reads the method at the end of an Auth blocking event type', () => {
    expect(signInMethod(`${TYPE}:emailLink`)).toBe('emailLink');
    expect(signInMethod(`${TYPE}:google.com`)).toBe('google.com');
  });

  it.each(['emailLink', 'google.com'])('allows %s', (method) => {
    expect(isAllowedSignIn(`${TYPE}:${method}`)).toBe(true);
  });

  it.each(['password', 'phone', 'anonymous', 'facebook.com', 'custom'])('refuses %s', (method) => {
    expect(isAllowedSignIn(`${TYPE}:${method}`)).toBe(false);
  });

  it('refuses an event type that names no method', () => {
    expect(isAllowedSignIn(TYPE)).toBe(false);
  });
});
