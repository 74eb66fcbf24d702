import { defineRun } from './defineRun';
import { webkitRuns } from './runs';
import { launchWebKit } from './webkit';

for (const run of webkitRuns) defineRun(run, launchWebKit);
