import type { ReactNode } from 'react';
import Token from '@theme-init/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';
import type { TypeRefToken } from '../../../../type-refs-context';
import TypeRefLink from '../../../../TypeRefLink';

/** The theme's token, inside a link with its type when it is an identifier the API reference documents. */
export default function TokenWithType(props: Props): ReactNode {
  const { typeRef } = props.token as TypeRefToken;
  if (!typeRef) return <Token {...props} />;
  return (
    <TypeRefLink typeRef={typeRef}>
      <Token {...props} />
    </TypeRefLink>
  );
}
