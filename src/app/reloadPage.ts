/** Loads this address again as a document (a module of its own, so a test can stand in for the browser's reload). */
export const reloadPage = (): void => location.reload();
