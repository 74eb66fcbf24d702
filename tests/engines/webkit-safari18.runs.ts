import { defineRun } from './defineRun';
import { webkitSafari18Runs } from './runs';
import { launchWebKit } from './webkit';

for (const run of webkitSafari18Runs) defineRun(run, launchWebKit);
