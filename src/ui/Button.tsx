import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from './AppLink';
import { media } from './theme';

export type ButtonVariant = 'primary' | 'talent' | 'secondary' | 'ghost' | 'inverse';

const buttonStyle = css<{ $variant?: ButtonVariant; $size?: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: ${(p) => (p.$size === 'lg' ? '3.25rem' : '2.75rem')};
  padding: 0 ${(p) => (p.$size === 'lg' ? p.theme.space[6] : p.theme.space[5])};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1.5px solid transparent;
  font-weight: ${(p) => p.theme.weight.semibold};
  font-size: ${(p) => (p.$size === 'lg' ? p.theme.text.lg : p.theme.text.base)};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  text-align: center;
  @media (max-width: 480px) {
    white-space: normal;
    padding-block: ${(p) => p.theme.space[2]};
  }
  transition:
    background ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease},
    color ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease},
    transform ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.ease};
  &:active {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${(p) => {
    const c = p.theme.color;
    switch (p.$variant ?? 'primary') {
      case 'primary':
        return css`
          background: ${c.solutions};
          color: ${c.textInverse};
          ${media.hover} {
            &:hover {
              background: ${c.solutionsStrong};
            }
          }
        `;
      case 'talent':
        return css`
          background: ${c.talent};
          color: ${c.textInverse};
          ${media.hover} {
            &:hover {
              background: ${c.talentStrong};
            }
          }
        `;
      case 'secondary':
        return css`
          background: transparent;
          color: ${c.solutions};
          border-color: currentColor;
          ${media.hover} {
            &:hover {
              background: ${c.solutionsSoft};
            }
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          ${media.hover} {
            &:hover {
              background: ${c.surfaceAlt};
            }
          }
        `;
      case 'inverse':
        return css`
          background: ${c.surface};
          color: ${c.ink};
          ${media.hover} {
            &:hover {
              background: ${c.solutionsSoft};
            }
          }
        `;
    }
  }}
`;

interface StyleProps {
  /** Colour treatment. */
  $variant?: ButtonVariant;
  /** Height and type size. */
  $size?: 'md' | 'lg';
}

export const Button = styled.button.attrs<ComponentPropsWithoutRef<'button'>>((p) => ({
  type: p.type ?? 'button',
}))<StyleProps>`
  ${buttonStyle}
`;

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(AppLink)<StyleProps>`
  ${buttonStyle}
`;
