import MDXComponents from '@theme-original/MDXComponents';
import ApiAnchor from '@site/src/components/api/ApiAnchor';

// Components that generated API pages use by name, without importing them.
export default {
  ...MDXComponents,
  ApiAnchor,
};
