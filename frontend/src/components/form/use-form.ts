import { useCallback, useState } from 'react';
import { toPathSlug } from '@vongbi/functions/contract/text';
import { ApiError } from '@/lib/api-client';

/** A form's values and whether staff changed anything since it loaded. */
export const useFormValues = <T extends object>(initial: T) => {
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);
  return { values, set, dirty };
};

/**
 * The unique-path field follows the name ("Vòng bi FAG" → "vong-bi-fag") until staff type a path of their
 * own; emptying it hands it back to the name. An existing record keeps its path.
 */
export const usePathProposal = (hasOwnPath: boolean) => {
  const [edited, setEdited] = useState(hasOwnPath);
  return {
    /** The path to set when the name becomes `name`, or undefined when staff chose one. */
    proposalFor: (name: string): string | undefined => (edited ? undefined : toPathSlug(name)),
    /** Staff typed in the path field. */
    pathTyped: (path: string) => setEdited(path !== ''),
  };
};

export interface SubmitState {
  submitting: boolean;
  message?: string;
  code?: string;
  fields: Record<string, string>;
}

/**
 * Runs a save and keeps the server's answer for the form: its message, its code (PATH_TAKEN, STALE…) and
 * per-field messages. The form's values are untouched whatever happens, so nothing typed is lost.
 */
export const useSubmit = () => {
  const [state, setState] = useState<SubmitState>({ submitting: false, fields: {} });
  const run = useCallback(async (action: () => Promise<void>) => {
    setState({ submitting: true, fields: {} });
    try {
      await action();
      setState({ submitting: false, fields: {} });
    } catch (error) {
      if (error instanceof ApiError) {
        setState({ submitting: false, message: error.message, code: error.code, fields: error.fields });
      } else {
        console.error(error);
        setState({ submitting: false, message: 'Lỗi hệ thống', fields: {} });
      }
    }
  }, []);
  return { ...state, run };
};
