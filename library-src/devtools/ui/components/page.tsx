import type { ReactNode } from 'react';

interface PageProps {
  readonly title: string;
  readonly intro?: ReactNode;
  /** Controls that act on the whole page, shown at the right of the title. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A page's title and body. The title is focusable so the shell can move focus to it on navigation. */
export function Page({ title, intro, actions, children }: PageProps) {
  return (
    <>
      <div className="page-header">
        <div>
          <h1 tabIndex={-1}>{title}</h1>
          {intro ? <p className="page-intro">{intro}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}
