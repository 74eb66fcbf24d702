// jsdom (a devDependency, vitest's DOM) ships no types; the Worker's tests use it only to read a page as a browser
// parses it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
