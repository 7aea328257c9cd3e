import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { LEAVE_QUESTION } from '@/components/ui/confirm';
import { paths } from '@/config/paths';

/**
 * Asks before leaving a form with unsaved changes, inside the app and on reload or tab close. Returns
 * `setLeaveAllowed`: a save allows leaving right before it navigates away, and takes it back if it fails.
 * The sign-in page is never blocked: a lost session must reach it.
 */
export const useUnsavedChanges = (dirty: boolean): ((allowed: boolean) => void) => {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(paths.adminLogin),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback((leaveAllowed: boolean) => {
    allowed.current = leaveAllowed;
  }, []);
};
