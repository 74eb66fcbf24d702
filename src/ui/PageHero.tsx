import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FirstPaintMark } from './FirstPaintMark';
import { Container, Eyebrow, H1, Lead } from './layout';
import { noLoneWord } from './noLoneWord';
import { media } from './theme';

/** The picture beside the copy from this width; under it, in its narrow variant (one row), below. */
const PICTURE_BESIDE = media.wide;

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.color.textInverse};
  background:
    radial-gradient(ellipse at 80% 0%, rgba(56, 189, 248, 0.22), transparent 55%),
    radial-gradient(ellipse at 0% 100%, rgba(45, 212, 191, 0.16), transparent 50%),
    ${(p) => p.theme.color.ink};
  padding-block: clamp(3.5rem, 2rem + 5vw, 6rem);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(rgba(148, 163, 184, 0.07) 1px, transparent 1px),
      linear-gradient(90deg, rgba(148, 163, 184, 0.07) 1px, transparent 1px);
    background-size: 48px 48px;
    mask-image: linear-gradient(180deg, #000 30%, transparent);
    pointer-events: none;
  }
`;

const Inner = styled(Container)`
  position: relative;
  z-index: ${(p) => p.theme.z.raised};
  display: grid;
  gap: ${(p) => p.theme.space[10]};
  align-items: center;
  ${PICTURE_BESIDE} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 0.92fr);
    gap: ${(p) => p.theme.space[12]};
  }
  ${media.mobile} {
    gap: ${(p) => p.theme.space[8]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[8]};
`;

/**
 * The page's picture (scripts/heroPictures): its wide variant beside the copy, its narrow one under the copy on
 * tablets and phones. Markup drawn at build time; React never looks inside it.
 */
const Picture = styled.div`
  > div {
    display: none;
  }
  svg {
    width: 100%;
    height: auto;
    overflow: visible;
  }
  ${PICTURE_BESIDE} {
    > [data-variant='wide'] {
      display: block;
    }
  }
  ${media.belowWide} {
    > [data-variant='narrow'] {
      display: block;
      max-width: 35rem;
    }
  }
`;

/**
 * The room of a picture still on its way (a page's first words shown before its code: src/app/PageOpening.tsx): beside
 * the copy, as tall as the wide variant will be (every wide picture is drawn at 560 × 420), so the copy is where the
 * picture will leave it; under the copy it takes no room, as the narrow variant comes below everything on the screen.
 */
const PictureRoom = styled.div`
  display: none;
  ${PICTURE_BESIDE} {
    display: block;
    aspect-ratio: 560 / 420;
  }
`;

/** Beside a picture the headline is set a size smaller, so it keeps to two or three lines in its column. */
const Heading = styled(H1)<{ $beside: boolean }>`
  ${(p) =>
    p.$beside &&
    `${PICTURE_BESIDE} {
      font-size: clamp(2.5rem, 1.6rem + 2.4vw, 3.5rem);
    }`}
`;

/** A hero picture: its two SVG variants as markup, and what it shows in words. */
export interface HeroPictureMarkup {
  label: string;
  wide: string;
  narrow: string;
}

export interface PageHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  picture?: HeroPictureMarkup;
  /** No picture yet, but one will come: its room is kept (`PictureRoom`). */
  pictureToCome?: boolean;
  actions?: ReactNode;
}

/** The dark opening band of every inner page, holding its one <h1>, and on service and industry pages its picture. */
export function PageHero({ eyebrow, heading, lead, picture, pictureToCome = false, actions }: PageHeroProps) {
  return (
    <Band>
      <Inner>
        <div>
          <Eyebrow $tone="inverse">{eyebrow}</Eyebrow>
          <Heading $beside={picture !== undefined || pictureToCome}>{noLoneWord(heading)}</Heading>
          <Lead>{noLoneWord(lead)}</Lead>
          {actions && <Actions>{actions}</Actions>}
          <FirstPaintMark />
        </div>
        {picture && (
          <Picture role="img" aria-label={picture.label}>
            <div data-variant="wide" dangerouslySetInnerHTML={{ __html: picture.wide }} />
            <div data-variant="narrow" dangerouslySetInnerHTML={{ __html: picture.narrow }} />
          </Picture>
        )}
        {!picture && pictureToCome && <PictureRoom />}
      </Inner>
    </Band>
  );
}
