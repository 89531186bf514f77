import { describeGuideRuns } from './runs/guide-runs';
import { release0110 } from './runs/guide-versions';

// The run directives of the 0.1.10 guides, against the bots the pages build with the published
// 0.1.10 CLI (runs/page-bot-0.1.10.ts).
describeGuideRuns('all', release0110);
