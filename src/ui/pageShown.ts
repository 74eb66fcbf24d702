import { createContext, useContext } from 'react';

/**
 * Whether the page a component belongs to is the one on screen (true), or a page rendered ahead, hidden, for the
 * visitor's next tap (false: src/app/AppRoutes.tsx). A page rendered ahead leaves out what would be wrong for the
 * page on screen to carry, such as its structured data.
 */
export const PageShownContext = createContext(true);

export const usePageShown = (): boolean => useContext(PageShownContext);
