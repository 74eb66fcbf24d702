/**
 * The home hero's parts that a phone's first screen does not show: the desktop's divider (with `@use-gesture`) and the
 * talent side's network and profile popup (a phone's talent tab is the one behind). A chunk of their own, so a phone's
 * tap to the home page does not wait for them (docs/decisions/0054-the-home-hero-s-desktop-parts-in-a-chunk-of-their-own.md);
 * a desktop requests them with the page (src/app/pageModules.ts).
 */
export { HeroDivider } from '../features/hero/HeroDivider';
export { TalentNetwork } from '../features/talent-network/TalentNetwork';
export { TalentPopup } from '../features/talent-network/TalentPopup';
