// Starts React DOM (runs its CommonJS module) when the React DOM chunk is evaluated: the vite.config.ts chunk group
// puts this module in that chunk, and the boot module evaluates that chunk in a task of its own. Without it, React
// DOM would start in the first module to call it, the app's, inside that module's task
// (docs/decisions/0044-commonjs-modules-compiled-with-their-chunk.md).
import 'react-dom/client';
