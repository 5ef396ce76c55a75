// The id that ties the menu button to the side menu's popover.
export const MOBILE_MENU_ID = 'site-menu';
