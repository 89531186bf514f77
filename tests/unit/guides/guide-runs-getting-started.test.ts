import { describeGuideRuns } from './runs/guide-runs';

// The run directives of these folders' pages, against the bots the pages build (runs/guide-runs.ts).
describeGuideRuns(['getting-started']);
