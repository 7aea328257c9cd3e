/**
 * Rich HTML from the API (articles, product descriptions, about-us and contact texts). The API sanitises it
 * on write with an allow-list; here it renders inside the one container that styles headings, tables,
 * images and embedded videos. Plain-text fields never come through here.
 */
export const RichHtml = ({ html, className }: { html: string | null | undefined; className?: string }) =>
  html && html.trim() !== '' ? (
    <div className={`rich-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className="empty-state">Nội dung đang được cập nhật.</p>
  );
