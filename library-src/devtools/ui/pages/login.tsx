import { type FormEvent, useState } from 'react';
import { ApiRequestError, api, errorMessage } from '../api.ts';
import { Brand } from '../components/sidebar.tsx';

interface LoginPageProps {
  /** Why the form is back, when a session just ended. */
  readonly notice: string | null;
  readonly onSignedIn: () => void;
}

function loginError(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.retryAfterSeconds === null) return errorMessage(error);
  // The server's message may already say when to try again; only add it when it does not.
  if (/try again/i.test(error.message)) return error.message;
  const seconds = error.retryAfterSeconds;
  return `${error.message} Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

export function LoginPage({ notice, onSignedIn }: LoginPageProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.login({ username, password });
      onSignedIn();
    } catch (caught) {
      setError(loginError(caught));
      setBusy(false);
    }
  };

  return (
    <main id="main" className="login">
      <div className="login-card card">
        <Brand />
        <h1>Sign in</h1>
        {notice && !error ? <p className="notice notice-info">{notice}</p> : null}
        {/* No `required`: the server's answer to an empty field (400) is the one message shown. */}
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor="login-username">Username</label>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // The only thing to do on this page.
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={busy}>
            Sign in
          </button>
        </form>
      </div>
    </main>
  );
}
