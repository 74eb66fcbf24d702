import styled from 'styled-components';
import pictures from 'virtual:hero-backdrop';
import { media } from '../../ui/theme';
import { Backdrop } from './Hero.styles';
import { heroLook } from './look';

/**
 * The home page's backdrops on desktop: the same gradients as pictures stretched over the hero, and the dot grid as a
 * tile. Their clip paths follow the divider, and the browser paints them again at every move: software raster copies
 * pictures in a fraction of the time it takes to evaluate the gradients. One rule for both sides, so each picture is
 * in the page once. The build draws the pictures from the look (scripts/heroBackdropPlugin.ts) and inlines them, so the
 * first paint has them; they are in the page's chunk, not in the app's shell, which paints the page's opening with the
 * gradients (Backdrop). (While the `?debug` panel tunes the look, it draws the pictures again in the page.)
 */
export const PictureBackdrop = styled(Backdrop)`
  ${media.desktop} {
    /* Doubled, to outweigh each side's gradients in Backdrop. */
    &&[data-side] {
      /* A browser without image-set() (before Safari 17) keeps this one: the gradients without the dot grid. */
      background: var(--gradients) 0 0 / 100% 100% no-repeat;
      background:
        image-set(url(${pictures.dots1x}) 1x, url(${pictures.dots2x}) 2x) 0 0 / ${() => heroLook.dots.pitch}px
          ${() => heroLook.dots.pitch}px,
        var(--gradients) 0 0 / 100% 100% no-repeat;
    }
    &[data-side='solutions'] {
      --gradients: url(${pictures.solutions});
    }
    &[data-side='talent'] {
      --gradients: url(${pictures.talent});
    }
  }
`;
