/**
 * The mark every CommandKit plugin carries, under a registered symbol: a plugin made with another
 * copy of the `commandkit` package (a second install in a monorepo) is still recognised, where
 * `instanceof` would fail.
 *
 * @internal
 */
export const pluginBrand: unique symbol = Symbol.for('commandkit.plugin');
