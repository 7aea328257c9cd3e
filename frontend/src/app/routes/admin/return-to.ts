import { paths } from '@/config/paths';

// Where the sign-in page sends staff afterwards: the admin screen they were sent away from, never another
// site or a non-admin page (an open redirect would let a link send staff anywhere after signing in).

const NEXT = 'next';

export const loginUrl = (returnTo: string): string =>
  `${paths.adminLogin}?${new URLSearchParams({ [NEXT]: returnTo }).toString()}`;

export const returnTarget = (search: URLSearchParams): string => {
  const next = search.get(NEXT);
  return next && /^\/admin(\/|\?|$)/.test(next) ? next : paths.admin.products;
};
