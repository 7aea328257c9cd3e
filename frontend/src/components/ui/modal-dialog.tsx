import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  /**
   * Asked to close (the close button, Escape): the screen unmounts the dialog, which closes it. The screen's own
   * buttons close it the same way.
   */
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: focus stays inside, Escape closes it, and the page behind is
 * inert. Open while mounted.
 */
export const ModalDialog = ({ title, onClose, children }: ModalDialogProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label="Đóng" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
};
