import { useCallback, useState } from 'react';
import { messages } from '@vongbi/functions/contract/messages';
import { ApiError } from '@/lib/api-client';

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
        setState({ submitting: false, message: messages.internal, fields: {} });
      }
    }
  }, []);
  return { ...state, run };
};
