import '@/styles/admin.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@vongbi/functions/contract/messages';
import { BrandMark } from '@/components/ui/brand-mark';
import { login } from '@/features/auth/api/auth';
import { ApiError } from '@/lib/api-client';
import { takeReturnTarget } from './return-to';

export const AdminLoginPage = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const session = await login(String(form.get('username')), String(form.get('password')));
      // Back to the screen a lost session interrupted, else the first screen of the role.
      navigate(takeReturnTarget(session.role), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : messages.internal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit}>
        <div className="login__brand">
          <BrandMark size={48} />
          <div>
            <h1>Đăng nhập quản trị</h1>
            <p>Vòng bi Việt — trang dành cho nhân viên</p>
          </div>
        </div>
        <label className="field">
          <span>Tài khoản</span>
          <input name="username" autoComplete="username" required autoFocus />
        </label>
        <label className="field">
          <span>Mật khẩu</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary button--block" type="submit" disabled={busy}>
          {busy ? 'Đang đăng nhập…' : 'Đăng nhập'}
        </button>
      </form>
    </main>
  );
};
