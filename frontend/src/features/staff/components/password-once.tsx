import { useRef, useState } from 'react';

type Copied = 'copied' | 'selected';

/**
 * A generated password, shown this once: the server keeps only its hash, so the owner copies it now and hands
 * it over. Where the browser refuses the clipboard, the text is selected for a Ctrl+C.
 */
export const PasswordOnce = ({ password, who }: { password: string; who: string }) => {
  const value = useRef<HTMLOutputElement>(null);
  const [copied, setCopied] = useState<Copied>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('copied');
    } catch {
      if (value.current) window.getSelection()?.selectAllChildren(value.current);
      setCopied('selected');
    }
  };
  return (
    <div className="password-once">
      <p className="password-once__label">
        Mật khẩu mới của <strong>{who}</strong>
      </p>
      <div className="password-once__row">
        <output ref={value} className="password-once__value" aria-label="Mật khẩu mới">
          {password}
        </output>
        <button type="button" className="button button--primary button--small" onClick={() => void copy()}>
          {copied === 'copied' ? 'Đã sao chép ✓' : 'Sao chép'}
        </button>
      </div>
      {copied === 'selected' && (
        <p className="form-field__hint" role="status">
          Trình duyệt không cho sao chép tự động: mật khẩu đã được chọn, hãy nhấn Ctrl+C.
        </p>
      )}
      <p className="password-once__warning" role="note">
        Mật khẩu này sẽ không được hiển thị lại. Hãy sao chép và gửi cho người dùng ngay bây giờ; họ có thể tự đổi mật
        khẩu ở trang “Tài khoản” sau khi đăng nhập.
      </p>
    </div>
  );
};
