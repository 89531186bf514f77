// The library's CommonJS build, imported by path in head-server.ts (the bare name is aliased to it there).
declare module 'react-helmet-async/lib/index.js' {
  export * from 'react-helmet-async';
}
