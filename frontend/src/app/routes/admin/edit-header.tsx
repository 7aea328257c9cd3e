interface EditHeaderProps {
  title: string;
  /** The record's public page, opened in a new tab; none for what visitors never see (a quote request). */
  publicUrl?: string;
  deleteLabel?: string;
  onDelete(): void;
}

/** The head of an edit screen: its title, a link to the public page, and delete (which confirms first). */
export const EditHeader = ({ title, publicUrl, deleteLabel = 'Xóa', onDelete }: EditHeaderProps) => (
  <div className="panel__header">
    <h1 className="page-title">{title}</h1>
    <span className="panel__actions">
      {publicUrl && (
        <a className="button button--ghost button--small" href={publicUrl} target="_blank" rel="noreferrer">
          Xem trên trang ↗
        </a>
      )}
      <button type="button" className="button button--danger button--small" onClick={onDelete}>
        {deleteLabel}
      </button>
    </span>
  </div>
);
