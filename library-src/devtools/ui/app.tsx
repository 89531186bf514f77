import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SessionInfo } from '../src/protocol.ts';
import { api, errorMessage } from './api.ts';
import { Brand, Sidebar } from './components/sidebar.tsx';
import { CommandsPage } from './pages/commands.tsx';
import { EventsPage } from './pages/events.tsx';
import { FlagsPage } from './pages/flags.tsx';
import { LoginPage } from './pages/login.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { OverviewPage } from './pages/overview.tsx';
import { PluginsPage } from './pages/plugins.tsx';
import { RunsPage } from './pages/runs.tsx';
import { type Route, useRoute } from './route.ts';
import { type DevtoolsData, useDevtoolsData } from './use-devtools-data.ts';

type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly session: SessionInfo; readonly ended: boolean };

/** Asks the server whether a login is needed, then shows the login form or the devtools. */
export function App() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const checkSession = useCallback((ended = false) => {
    api.session().then(
      (session) => setState({ status: 'ready', session, ended }),
      (error: unknown) => setState({ status: 'error', message: errorMessage(error) }),
    );
  }, []);

  useEffect(() => {
    checkSession();
  }, [checkSession]);

  const signOut = useCallback(() => {
    // Whatever the logout answered, the session endpoint says what to show next.
    api.logout().finally(() => checkSession());
  }, [checkSession]);

  const sessionEnded = useCallback(() => checkSession(true), [checkSession]);

  if (state.status === 'loading') {
    return (
      <main id="main" className="standalone">
        <p className="loading" role="status">
          Loading…
        </p>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main id="main" className="standalone">
        <div className="login-card card">
          <Brand />
          <h1>Cannot reach the devtools server</h1>
          <p>{state.message}</p>
          <button type="button" className="button button-primary" onClick={() => checkSession()}>
            Try again
          </button>
        </div>
      </main>
    );
  }
  const { session } = state;
  if (session.authRequired && !session.authenticated) {
    return (
      <LoginPage notice={state.ended ? 'Your session has ended. Sign in again to continue.' : null} onSignedIn={() => checkSession()} />
    );
  }
  return <Shell session={session} onSessionEnded={sessionEnded} onSignOut={signOut} />;
}

interface ShellProps {
  readonly session: SessionInfo;
  readonly onSessionEnded: () => void;
  readonly onSignOut: () => void;
}

function Shell({ session, onSessionEnded, onSignOut }: ShellProps) {
  const route = useRoute();
  const data = useDevtoolsData(onSessionEnded);
  const main = useRef<HTMLElement>(null);
  const focusedPage = useRef(route.page);

  useEffect(() => {
    // After a navigation, start screen readers and the keyboard at the new page's title, as a
    // full page load would; not on the first page, where the browser already starts at the top.
    if (focusedPage.current === route.page) return;
    focusedPage.current = route.page;
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [route.page]);

  return (
    <div className="shell">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // The hash is the router's: focus the content without changing it.
          event.preventDefault();
          main.current?.querySelector<HTMLElement>('h1')?.focus();
        }}
      >
        Skip to content
      </a>
      <Sidebar route={route} session={session} stream={data.stream} onSignOut={onSignOut} />
      <main id="main" ref={main} className="content">
        <CurrentPage route={route} data={data} />
      </main>
    </div>
  );
}

function CurrentPage({ route, data }: { readonly route: Route; readonly data: DevtoolsData }) {
  const { state, reload } = data;
  const guilds = state.bot.data?.guilds;
  const guildNames = useMemo(() => new Map((guilds ?? []).map((guild) => [guild.id, guild.name])), [guilds]);

  switch (route.page) {
    case 'overview':
      return <OverviewPage bot={state.bot} runs={state.runs} live={state.live} guildNames={guildNames} onRetry={reload} />;
    case 'commands':
      return <CommandsPage commands={state.commands} selectedKey={route.param} onRetry={() => reload(['commands'])} />;
    case 'events':
      return <EventsPage events={state.events} onRetry={() => reload(['events'])} />;
    case 'plugins':
      return <PluginsPage plugins={state.plugins} onRetry={() => reload(['plugins'])} />;
    case 'flags':
      return <FlagsPage flags={state.flags} onRetry={() => reload(['flags'])} />;
    case 'runs':
      return <RunsPage runs={state.runs} live={state.live} guildNames={guildNames} onRetry={() => reload(['runs'])} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
