/** The header's Open Menu button: focus returns to it when the panel, or a dialog opened from it, closes. */
export const MENU_TOGGLE_ID = 'menu-toggle';
