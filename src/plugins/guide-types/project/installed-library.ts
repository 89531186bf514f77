import fs from 'node:fs';
import path from 'node:path';
import { projectTemplate } from '../../../../library-src/commandkit/src/cli/create/templates';

/**
 * What the Next guides' samples are type-checked in: a project as `commandkit create` makes it (its
 * package.json, so the files are ES modules, and its tsconfig's compiler options, NodeNext
 * included) with the workspace's packages installed in its node_modules the way npm installs the
 * published ones: each package's own `exports`, whose types lead to the package's sources here
 * instead of its dist/.
 */

const libraryDir = path.resolve(__dirname, '../../../../library-src');
const PACKAGES = ['commandkit', 'redis', 'i18n', 'legacy', 'devtools', 'cache'];

/** The compiler options of the tsconfig `commandkit create` writes. */
export function templateCompilerOptions(): Record<string, unknown> {
  return (JSON.parse(projectTemplate('guide-samples')['tsconfig.json']) as { compilerOptions: Record<string, unknown> }).compilerOptions;
}

/** Writes the template's package.json and the installed packages into `projectDir`. */
export function installLibrary(projectDir: string): void {
  fs.writeFileSync(path.join(projectDir, 'package.json'), projectTemplate('guide-samples')['package.json']);
  for (const folder of PACKAGES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(libraryDir, folder, 'package.json'), 'utf8')) as {
      name: string;
      type?: string;
      exports: Record<string, string | { types: string }>;
    };
    const target = path.join(projectDir, 'node_modules', ...manifest.name.split('/'));
    fs.mkdirSync(target, { recursive: true });
    if (folder === 'commandkit') {
      // Its sources, linked: TypeScript follows the link, so their imports resolve where the
      // workspace installed commandkit's dependencies.
      fs.symlinkSync(path.join(libraryDir, folder, 'src'), path.join(target, 'src'), 'dir');
    } else {
      // A plugin's sources, copied, so that their imports of `commandkit` resolve from the
      // project, to the one commandkit the samples import (a plugin class is then the one the
      // config's types expect, and i18n's additions to the context types apply); the packages
      // npm kept in the plugin's own node_modules are linked beside them.
      fs.cpSync(path.join(libraryDir, folder, 'src'), path.join(target, 'src'), { recursive: true });
      const own = path.join(libraryDir, folder, 'node_modules');
      if (fs.existsSync(own)) fs.symlinkSync(own, path.join(target, 'node_modules'), 'dir');
    }
    const exports = Object.fromEntries(
      Object.entries(manifest.exports).map(([subpath, entry]) => {
        if (typeof entry === 'string') return [subpath, entry];
        const source = entry.types.replace(/^\.\/dist\//, './src/').replace(/\.d\.ts$/, '.ts');
        if (!fs.existsSync(path.join(target, source)))
          throw new Error(`${manifest.name} exports ${subpath} from ${entry.types}, but ${source} does not exist.`);
        return [subpath, { types: source }];
      }),
    );
    fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify({ name: manifest.name, type: manifest.type, exports }));
  }
}
