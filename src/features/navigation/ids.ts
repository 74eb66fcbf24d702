/** The header's Open Menu button: focus returns to it when the panel closes. */
export const MENU_TOGGLE_ID = 'menu-toggle';
/** The mobile menu's `<dialog>`, which Open Menu and Close Menu command (Invoker Commands). */
export const MOBILE_MENU_ID = 'mobile-menu';
