import { defineRun } from './defineRun';
import { launchFirefox } from './firefox';
import { firefoxRuns } from './runs';

for (const run of firefoxRuns) defineRun(run, launchFirefox);
