import type { SubmitState } from './use-submit';

interface FormMessageProps {
  state: Pick<SubmitState, 'message' | 'code'>;
  /** Offered when someone else saved the record meanwhile (409 STALE): load their version. */
  onReload?(): void;
}

/** The server's answer to a failed save, above the form; field messages sit next to their fields. */
export const FormMessage = ({ state, onReload }: FormMessageProps) => {
  if (!state.message) return null;
  return (
    <div className="form-error form-message" role="alert">
      <span>{state.message}</span>
      {state.code === 'STALE' && onReload && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            if (window.confirm('Tải phiên bản mới nhất? Những gì bạn vừa sửa trên trang này sẽ bị thay thế.'))
              onReload();
          }}
        >
          Tải phiên bản mới nhất
        </button>
      )}
    </div>
  );
};
