import { useState } from 'react';
import { flushSync } from 'react-dom';
import { SECRET_OWNER_ID } from '@vongbi/functions/contract/staff';
import { OwnPasswordForm } from '@/features/staff/components/own-password-form';
import { STAFF_ROLE_LABEL, STAFF_ROLE_SCOPE } from '@/features/staff/staff-roles';
import { useAdminSession } from './session';

/** Every role's own account: who they are signed in as, and their password. */
export const AccountPage = () => {
  const session = useAdminSession();
  // A fresh, empty form after each change: nothing typed stays on the screen.
  const [changes, setChanges] = useState(0);
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Tài khoản của bạn</h1>
      </div>
      <dl className="account-facts">
        <div>
          <dt>Tên hiển thị</dt>
          <dd>{session.displayName}</dd>
        </div>
        <div>
          <dt>Tên đăng nhập</dt>
          <dd>
            <code>{session.username}</code>
          </dd>
        </div>
        <div>
          <dt>Vai trò</dt>
          <dd>
            {STAFF_ROLE_LABEL[session.role]}
            <span className="cell__sub cell__sub--wrap">{STAFF_ROLE_SCOPE[session.role]}</span>
          </dd>
        </div>
      </dl>
      <h2 className="section-title">Đổi mật khẩu</h2>
      {session.id === SECRET_OWNER_ID ? (
        <p className="form-note">
          Đây là tài khoản chủ của website: mật khẩu của nó nằm trong cấu hình triển khai (bí mật quản trị) và chỉ đổi
          được ở đó, không đổi được trên trang này.
        </p>
      ) : (
        <>
          <p className="form-note">
            Sau khi đổi, bạn vẫn đăng nhập trên trình duyệt này; mọi phiên đăng nhập khác của tài khoản (máy tính hoặc
            điện thoại khác) sẽ kết thúc và phải đăng nhập lại bằng mật khẩu mới.
          </p>
          <OwnPasswordForm
            key={changes}
            onChanged={() => {
              // Emptied before the alert, which holds the page: the message shows over a form with nothing typed.
              flushSync(() => setChanges((count) => count + 1));
              window.alert('Đổi mật khẩu thành công');
            }}
          />
        </>
      )}
    </section>
  );
};
