import { useState, type ReactNode } from 'react';

/** A component of the tests' Markdown features page (docs/test-pages): it works only once the page has hydrated. */
export default function FeatureCounter(): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="feature-counter" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
