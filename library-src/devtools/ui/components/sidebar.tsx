import type { SessionInfo } from '../../src/protocol.ts';
import { PAGES, type Route, href } from '../route.ts';
import type { StreamStatus } from '../use-stream.ts';
import { ConnectionStatus } from './connection-status.tsx';

interface SidebarProps {
  readonly route: Route;
  readonly session: SessionInfo;
  readonly stream: StreamStatus;
  readonly onSignOut: () => void;
}

export function Sidebar({ route, session, stream, onSignOut }: SidebarProps) {
  return (
    <header className="sidebar">
      <Brand />
      <nav aria-label="Devtools" className="nav">
        <ul>
          {PAGES.map((page) => (
            <li key={page.id}>
              <a href={href(page.id)} aria-current={route.page === page.id ? 'page' : undefined}>
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <ConnectionStatus status={stream} />
        {session.authRequired ? (
          <div className="session">
            <span className="session-user">
              Signed in as <strong>{session.username ?? 'unknown'}</strong>
            </span>
            <button type="button" className="button button-small" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}

export function Brand() {
  return (
    <div className="brand">
      <svg className="brand-mark" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="6" fill="currentColor" />
        <path d="M13.8 6.5 9.6 17.5" stroke="var(--brand-mark-ink)" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="brand-name">
        CommandKit <span className="brand-sub">Devtools</span>
      </span>
    </div>
  );
}
