import { useState, type ChangeEvent, type FormEvent } from 'react';
import { confirmUpdate } from '@/components/ui/confirm';
import { useUploadsInFlight } from '@/components/ui/image-upload';
import { changeForm, startForm, type PathLink, type TextKey } from './form-state';
import { useSubmit } from './use-submit';
import { useUnsavedChanges } from './use-unsaved-changes';

interface AdminFormOptions<T> {
  /** The values the form loads with: a saved record's, or the blanks of a new one. */
  initial: T;
  /** Editing a saved record: saving asks first, the path stays as saved, and the button reads 'Cập nhật'. */
  editing?: boolean;
  /** The unique-path field that follows a name field (see changeForm). */
  path?: PathLink<T>;
  /** Saves and, on success, tells staff and moves on; a thrown ApiError stays on the form. */
  save(values: T): Promise<void>;
  /**
   * Shows the page these values would publish, without saving ("Xem trước"); a thrown ApiError stays on the
   * form like a save's. Called at once from the click, so it may open a window.
   */
  preview?(values: T): Promise<void>;
  /** The question asked before saving, where the update question does not say enough (a password reset). */
  confirm?(): boolean;
}

/**
 * What every back-office form wires the same way: its values, the path proposed from the name, images still
 * uploading, the save with its pending state and the server's messages, the update question, and the guard
 * against leaving with unsaved changes. A form built on it states only its own fields.
 */
export const useAdminForm = <T extends object>({
  initial,
  editing = false,
  path,
  save,
  preview,
  confirm = editing ? confirmUpdate : undefined,
}: AdminFormOptions<T>) => {
  const [state, setState] = useState(() => startForm(initial, editing));
  const [uploading, trackUpload] = useUploadsInFlight();
  const submission = useSubmit();
  const previewing = useSubmit();
  const setLeaveAllowed = useUnsavedChanges(state.dirty);
  const { values } = state;

  const set = <K extends keyof T>(key: K, value: T[K]) => setState((current) => changeForm(current, key, value, path));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm && !confirm()) return;
    void submission.run(async () => {
      // A successful save moves on from inside `save`: leaving is allowed before it, taken back if it fails.
      setLeaveAllowed(true);
      try {
        await save(values);
      } catch (error) {
        setLeaveAllowed(false);
        throw error;
      }
    });
  };

  return {
    values,
    set,
    editing,
    submit,
    submission,
    /** Opens the preview of the current values, when the form offers one; its failure is kept like a save's. */
    preview: preview && (() => void previewing.run(() => preview(values))),
    previewing,
    /** The server's message per field (the contract's `fields`). */
    fields: submission.fields,
    /** An image is still uploading: the form cannot be submitted yet. */
    uploading,
    /** Binds an input or textarea to `key`, with the key as its id so its label and error belong to it. */
    text: (key: TextKey<T>) => ({
      id: String(key),
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(key, event.target.value as T[TextKey<T>]),
    }),
    /** Binds an ImageUpload or ImageList to `key`; while it uploads, the submit button waits. */
    image: <K extends keyof T>(key: K) => ({
      value: values[key],
      onChange: (image: T[K]) => set(key, image),
      onBusyChange: (busy: boolean) => trackUpload(String(key), busy),
    }),
  };
};
