/**
 * Whether the build under test is stock Docusaurus (SPEED_LAYER=off), as scripts/ci/test-stock-build.ts
 * runs the suite. A test of what one piece of the speed layer does skips itself there, saying which.
 */
export { stockBuild } from './builds';

/** The reason a test of a speed-layer piece gives for skipping on the stock build. */
export function speedLayerPiece(piece: string): string {
  return `tests src/plugins/${piece}, which the stock build (SPEED_LAYER=off) leaves out`;
}
