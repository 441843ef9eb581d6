import { accessRedirect } from '@/lib/page';
import { resolveLayout } from '@/components/layouts/LayoutSwitcher';
import { loginDestination } from '@/shared/constants';

describe('page access rules', () => {
  it('lets anyone see a page without a role', () => {
    expect(accessRedirect({ layout: 'primary' }, undefined, undefined)).toBeNull();
  });

  it('sends visitors without token or role to the right login', () => {
    expect(accessRedirect({ role: 'studio' }, undefined, undefined)).toBe('/studio/login');
    expect(accessRedirect({ role: 'studio' }, 'token', undefined)).toBe('/studio/login');
    expect(accessRedirect({ role: 'performer' }, undefined, undefined)).toBe('/auth/login/user');
    expect(accessRedirect({ authenticate: true }, undefined, 'user')).toBe('/auth/login/user');
  });

  it('sends a mismatched role to /403 and lets a matching one through', () => {
    expect(accessRedirect({ role: 'studio' }, 'token', 'user')).toBe('/403');
    expect(accessRedirect({ role: ['user', 'admin'] }, 'token', 'admin')).toBeNull();
    expect(accessRedirect({ role: 'performer' }, 'token', 'performer')).toBeNull();
  });
});

describe('layouts', () => {
  it('uses the named layout, public when missing or unknown, maintenance when on', () => {
    expect(resolveLayout('auth', false)).toBe('auth');
    expect(resolveLayout(undefined, false)).toBe('public');
    expect(resolveLayout('fancy', false)).toBe('public');
    expect(resolveLayout('auth', true)).toBe('maintenance');
  });
});

describe('login destinations', () => {
  it('sends each role to its landing page', () => {
    expect(loginDestination('user')).toBe('/');
    expect(loginDestination('studio')).toBe('/studio/account-settings');
    expect(loginDestination('performer', { verified: true, username: 'demo-performer' })).toBe('/live/lovense/demo-performer');
    expect(loginDestination('performer', { verified: false, username: 'x' })).toBe('/');
  });
});
