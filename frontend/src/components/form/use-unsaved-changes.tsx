import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { LEAVE_QUESTION } from '@/components/ui/confirm';
import { paths } from '@/config/paths';

/** What one form on the screen reports: changes not saved yet, and whether its save allowed leaving. */
interface FormGuard {
  dirty: boolean;
  leaveAllowed: boolean;
}

type Forms = Map<symbol, FormGuard>;

const FormsContext = createContext<Forms | undefined>(undefined);

const holdsUnsavedChanges = (forms: Forms) => [...forms.values()].some((form) => form.dirty && !form.leaveAllowed);

/**
 * Asks before leaving a screen whose forms hold unsaved changes, inside the app and on reload or tab close. One
 * guard for the whole back office, because react-router allows one blocker at a time and a screen may hold several
 * forms (a quote request's status and its báo giá). The sign-in page is never blocked: a lost session must reach it.
 */
export const UnsavedChangesGuard = ({ children }: { children: ReactNode }) => {
  const [forms] = useState<Forms>(() => new Map());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      holdsUnsavedChanges(forms) &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(paths.adminLogin),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (holdsUnsavedChanges(forms)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [forms]);

  return <FormsContext.Provider value={forms}>{children}</FormsContext.Provider>;
};

/**
 * Reports a form's unsaved changes to the screen's guard. Returns `setLeaveAllowed`: a save allows leaving right
 * before it navigates away, and takes it back if it fails.
 */
export const useUnsavedChanges = (dirty: boolean): ((allowed: boolean) => void) => {
  const forms = useContext(FormsContext);
  if (!forms) throw new Error('useUnsavedChanges needs an UnsavedChangesGuard around the screen');
  const [key] = useState(() => Symbol('form'));

  useEffect(() => {
    forms.set(key, { dirty, leaveAllowed: forms.get(key)?.leaveAllowed ?? false });
  }, [forms, key, dirty]);
  useEffect(() => () => void forms.delete(key), [forms, key]);

  return useCallback(
    (leaveAllowed: boolean) => {
      forms.set(key, { dirty: forms.get(key)?.dirty ?? false, leaveAllowed });
    },
    [forms, key],
  );
};
