import { useState, type FormEvent } from 'react';
import { messages } from '@vongbi/functions/contract/messages';
import { ApiError } from '@/lib/api-client';
import { createSubscription } from '../api/create-subscription';

/**
 * The footer's newsletter form. The browser checks the address shape; the API has the last word. A submission
 * before the app has taken a published page over is held by the page's inline script (src/boot.ts) and made
 * again once it has: the browser's own would put the address in the page's URL and subscribe no one.
 */
export const SubscribeForm = () => {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; message?: string }>({
    kind: 'idle',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await createSubscription(email.trim());
      setEmail('');
      setState({ kind: 'done', message: 'Đăng ký thành công' });
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof ApiError ? (error.fields.emailValue ?? error.message) : messages.internal,
      });
    }
  };

  return (
    <form className="subscribe-form" onSubmit={submit}>
      <label htmlFor="subscribe-email">Nhận tin khuyến mãi và tài liệu kỹ thuật</label>
      <div className="subscribe-form__row">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Địa chỉ e-mail của bạn"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--accent" disabled={state.kind === 'sending'}>
          Đăng ký
        </button>
      </div>
      <p className={`subscribe-form__status subscribe-form__status--${state.kind}`} role="status" aria-live="polite">
        {state.message}
      </p>
    </form>
  );
};
