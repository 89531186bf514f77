/**
 * react-helmet-async for the server bundle, with the same output and one pass instead of one per
 * `<Head>`.
 *
 * While the server renders a page, each `<Head>` the library renders works out the whole page
 * head again from every `<Head>` so far (its props merged, its tags deduplicated, its strings
 * written): about an eighth of the time pre-rendering spends per page here. Only the last result
 * is read, by Docusaurus, once the page is rendered. This provider keeps the library's `Helmet`
 * and its rules, but while the page renders each `<Head>` is shown no others; when Docusaurus
 * reads the context's `helmet`, the last `<Head>` works out the head once, with all of them.
 */
import { Helmet, HelmetProvider as LibraryHelmetProvider } from 'react-helmet-async/lib/index.js';

export { Helmet };

/** The parts of the library's HelmetProvider this one changes (react-helmet-async 1.3). */
interface HelmetData {
  value: {
    setHelmet(helmet: unknown): void;
    helmetInstances: { get(): Dispatcher[]; add(instance: Dispatcher): void; remove(instance: Dispatcher): void };
  };
}

interface Dispatcher {
  emitChange(): void;
}

type Props = ConstructorParameters<typeof LibraryHelmetProvider>[0] & { context?: { helmet?: unknown } };

export class HelmetProvider extends LibraryHelmetProvider {
  declare helmetData: HelmetData;

  constructor(props: Props) {
    super(props);
    const { context } = props;
    const value = this.helmetData?.value;
    if (!context || !value?.helmetInstances)
      throw new Error(
        'fast-render: react-helmet-async no longer has the HelmetData this provider expects; update src/plugins/fast-render/head-server.ts.',
      );
    const instances: Dispatcher[] = [];
    let pageRendered = false;
    let helmet = context.helmet;
    value.helmetInstances = {
      get: () => (pageRendered ? instances : []),
      add: (instance) => void instances.push(instance),
      remove: (instance) => void instances.splice(instances.indexOf(instance), 1),
    };
    value.setHelmet = (next) => void (helmet = next);
    Object.defineProperty(context, 'helmet', {
      configurable: true,
      enumerable: true,
      get() {
        if (!pageRendered) {
          pageRendered = true;
          instances[instances.length - 1]?.emitChange();
        }
        return helmet;
      },
    });
  }
}
