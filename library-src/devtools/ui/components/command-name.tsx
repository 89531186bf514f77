/**
 * A command's name as users type it: `/ping` for slash commands. The name sits in its own span
 * so that it can be found by its exact text.
 */
export function CommandName({ name, slash }: { readonly name: string; readonly slash: boolean }) {
  return (
    <code className="command-name">
      {slash ? <span className="command-slash">/</span> : null}
      <span>{name}</span>
    </code>
  );
}
