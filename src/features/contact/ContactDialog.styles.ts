import styled from 'styled-components';
import { media } from '../../ui/theme';

/**
 * Header above a body that scrolls on its own: however far the form scrolls (a phone, its messages after an empty
 * submit, the focus moving to the first of them), the title and the close button stay in view.
 */
export const Surface = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

export const StyledDialog = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.xl};
  box-shadow: ${(p) => p.theme.shadow.lg};
  color: ${(p) => p.theme.color.text};
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
  &::backdrop {
    background: ${(p) => p.theme.color.backdrop};
  }
  &[open] {
    display: flex;
    flex-direction: column;
    animation: dialog-in ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease};
  }
  /* Open in the markup: a form posted without JavaScript came back with its errors. No script can make it modal,
     so it is placed and shaded like the modal, over the page. */
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    z-index: ${(p) => p.theme.z.dialog};
    margin: auto;
    /* The shade of the page around it (a modal has ::backdrop for that). */
    outline: 100vmax solid ${(p) => p.theme.color.backdrop};
  }
  @keyframes dialog-in {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.98);
    }
  }
`;

export const DialogHeader = styled.header`
  flex: none;
  padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[12]} ${(p) => p.theme.space[4]}
    ${(p) => p.theme.space[6]};
  border-bottom: 1px solid ${(p) => p.theme.color.surfaceSunken};
  h2 {
    font-size: ${(p) => p.theme.text['2xl']};
  }
  p {
    margin-top: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: ${(p) => p.theme.space[4]};
  right: ${(p) => p.theme.space[4]};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  cursor: pointer;
  ${media.hover} {
    &:hover {
      background: ${(p) => p.theme.color.surfaceAlt};
    }
  }
`;

export const DialogBody = styled.div`
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${(p) => p.theme.space[6]};
  form {
    display: grid;
    gap: ${(p) => p.theme.space[6]};
  }
  button[type='submit'] {
    justify-self: start;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space[4]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const ErrorBanner = styled.p`
  margin-bottom: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
`;

/** Invisible to people, tempting to bots. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
