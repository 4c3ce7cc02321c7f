import type { UserType } from '../model/entities';
import { affiliatedHomePath, loginPath, personalInformationPath, safeRedirect } from './paths';
import type { Access } from './table';

export interface GuardAuth {
  authenticated: boolean;
  user_type: UserType;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Where a signed-in user of that type belongs. */
export function homeOf(userType: UserType): string {
  return userType === 2 ? affiliatedHomePath() : personalInformationPath();
}

/** The route guards of spec §4 as one pure decision. */
export function decideAccess(access: Access, auth: GuardAuth, location: GuardLocation): GuardDecision {
  switch (access) {
    case 'public':
      return allow;
    case 'guest': {
      if (!auth.authenticated) return allow;
      // Just signed in on /login?redirect=…: back to where the guard sent the guest from (the
      // target's own guard still applies). Otherwise the user's own area (spec §4).
      const back = new URLSearchParams(location.search).get('redirect');
      return redirect(safeRedirect(back, homeOf(auth.user_type)));
    }
    case 'auth':
    case 'customer':
    case 'affiliate': {
      if (!auth.authenticated) return redirect(loginPath(location.pathname + location.search));
      if (access === 'customer' && auth.user_type === 2) return redirect(affiliatedHomePath());
      if (access === 'affiliate' && auth.user_type !== 2) return redirect(personalInformationPath());
      return allow;
    }
  }
}
