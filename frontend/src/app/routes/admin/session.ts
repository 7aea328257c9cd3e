import {
  createContext,
  data,
  redirect,
  type LoaderFunction,
  type MiddlewareFunction,
  type RouterContextProvider,
  useRouteLoaderData,
} from 'react-router-dom';
import type { AdminSession } from '@vongbi/functions/contract';
import type { StaffRole } from '@vongbi/functions/contract/roles';
import { ADMIN_ROUTE_ID } from '@/config/admin-screens';
import { getSession } from '@/features/auth/api/auth';
import { ApiError } from '@/lib/api-client';
import { loginUrl } from './return-to';

// The admin check, on the server, once per navigation: before any admin loader runs, the session is read; none
// means the sign-in page (which comes back here). The session then rides in the navigation's context, so the
// frame, each screen's role check and the screens themselves know who is signed in without asking again.

const adminSessionContext = createContext<AdminSession>();

export const sessionMiddleware: MiddlewareFunction = async ({ request, context }) => {
  try {
    context.set(adminSessionContext, await getSession());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(loginUrl(url.pathname + url.search));
    }
    throw error;
  }
};

/** Who is signed in, in an admin loader. */
export const sessionOf = (context: Readonly<RouterContextProvider>): AdminSession => context.get(adminSessionContext);

/** Who is signed in, in an admin screen: the frame's data. */
export const useAdminSession = (): AdminSession =>
  (useRouteLoaderData(ADMIN_ROUTE_ID) as { session: AdminSession }).session;

/** The no-permission answer a screen's role check throws (admin-error.tsx shows it). */
export const FORBIDDEN_STATUS = 403;

/**
 * A screen's loader behind its role check (the screen's `roles`, config/admin-screens.ts): another role gets the
 * no-permission page inside the back office, and none of the screen's requests is made.
 */
export const allowedOnly =
  (roles: readonly StaffRole[], loader?: LoaderFunction): LoaderFunction =>
  (args, handlerContext) => {
    if (!roles.includes(sessionOf(args.context).role)) {
      throw data(null, { status: FORBIDDEN_STATUS, statusText: 'Không có quyền' });
    }
    return loader ? loader(args, handlerContext) : null;
  };
