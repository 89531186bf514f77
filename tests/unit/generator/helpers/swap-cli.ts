/**
 * Runs one `swapIntoPlace` in its own process, so a test can kill it part way through.
 * Usage: node --import tsx swap-cli.ts <staging> <target>
 */
import { swapIntoPlace } from '../../../../scripts/api/atomic-swap';

swapIntoPlace(process.argv[2], process.argv[3]);
