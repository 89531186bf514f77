import { useEffect, useRef } from 'react';
import type { CommandInfo, MiddlewareInfo } from '../../src/protocol.ts';
import { optionTypeName } from '../format.ts';
import { Badge, RegistrationBadge, registrationMeaning } from './badge.tsx';
import { CommandName } from './command-name.tsx';

/** Everything the server knows about one command. Mounted anew (by key) for each command. */
export function CommandDetails({ command }: { readonly command: CommandInfo }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a narrow screen the details sit below the list: bring them into view when chosen.
    const element = ref.current;
    if (element && element.getBoundingClientRect().top > window.innerHeight) {
      element.scrollIntoView({ block: 'start' });
    }
  }, []);

  return (
    <article ref={ref} className="card command-details" aria-labelledby="command-details-heading">
      <div className="command-details-header">
        <h2 id="command-details-heading">
          <CommandName name={command.name} slash={command.type === 'chatInput'} />
        </h2>
        <p className="badges">
          {command.type === 'chatInput' ? null : <span className="tag">{command.type} menu</span>}
          {command.devOnly ? <Badge tone="warning">dev only</Badge> : null}
          <RegistrationBadge status={command.registration.status} />
        </p>
      </div>
      {command.description ? <p>{command.description}</p> : <p className="muted">No description.</p>}

      <dl className="fields">
        <div>
          <dt>File</dt>
          <dd>
            <code>{command.file}</code>
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{command.category ?? <span className="muted">None</span>}</dd>
        </div>
        <div>
          <dt>Handlers</dt>
          <dd>
            <CodeList items={command.handlers} none="None" />
          </dd>
        </div>
        <div>
          <dt>Aliases</dt>
          <dd>
            <CodeList items={command.aliases} none="None" />
          </dd>
        </div>
      </dl>

      <h3>Options</h3>
      {command.options.length === 0 ? (
        <p className="muted">No options.</p>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label={`Options of ${command.name}`}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
              </tr>
            </thead>
            <tbody>
              {command.options.map((option) => (
                <tr key={option.name}>
                  <td>
                    <code>{option.name}</code>
                  </td>
                  <td>{optionTypeName(option.type)}</td>
                  <td>{option.required ? 'required' : 'optional'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>Middleware</h3>
      {command.middleware.length === 0 ? (
        <p className="muted">No middleware runs for this command.</p>
      ) : (
        <>
          <p className="muted small">In the order they run; afterExecute hooks run after the command.</p>
          <ol className="chain">
            {command.middleware.map((link, index) => (
              <MiddlewareLink key={`${index}:${link.kind}:${link.label}`} link={link} />
            ))}
          </ol>
        </>
      )}

      <h3>Registration</h3>
      <dl className="fields">
        <div>
          <dt>Status</dt>
          <dd>
            <RegistrationBadge status={command.registration.status} />{' '}
            <span className="muted">{registrationMeaning(command.registration.status)}</span>
          </dd>
        </div>
        <div>
          <dt>Scope</dt>
          <dd>
            {command.registration.scope === 'global' ? (
              'Global'
            ) : command.registration.scope.length === 0 ? (
              <span className="muted">No guilds</span>
            ) : (
              <>
                Guilds <CodeList items={command.registration.scope} none="" />
              </>
            )}
          </dd>
        </div>
      </dl>
      {command.registration.error ? (
        <div className="notice notice-danger">
          <p>
            <strong>Registration failed:</strong> {command.registration.error}
          </p>
        </div>
      ) : null}
    </article>
  );
}

const KIND_TONES = { plugin: 'info', global: 'neutral', directory: 'neutral', command: 'neutral' } as const;

function MiddlewareLink({ link }: { readonly link: MiddlewareInfo }) {
  return (
    <li>
      <Badge tone={KIND_TONES[link.kind]}>{link.kind}</Badge> <code className="chain-label">{link.label}</code>
      {link.hasAfterExecute ? <span className="tag">afterExecute</span> : null}
    </li>
  );
}

function CodeList({ items, none }: { readonly items: readonly string[]; readonly none: string }) {
  if (items.length === 0) return <span className="muted">{none}</span>;
  return (
    <span className="code-list">
      {items.map((item) => (
        <code key={item}>{item}</code>
      ))}
    </span>
  );
}
