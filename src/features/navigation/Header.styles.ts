import styled, { css } from 'styled-components';
import { AppLink } from '../../ui/AppLink';
import { media } from '../../ui/theme';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.z.header};
  /* Opaque, no backdrop blur: under a frosted header every frame of the scenes beneath would be blurred again
     (measured: 15 ms of compositing per canvas frame under SwiftShader). */
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.surfaceSunken};
`;

export const BarInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]};
  height: ${(p) => p.theme.layout.headerHeight};
`;

export const Brand = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.color.ink};
  text-decoration: none;
  font-weight: ${(p) => p.theme.weight.heavy};
  font-size: ${(p) => p.theme.text.lg};
  letter-spacing: -0.02em;
  white-space: nowrap;
  span span {
    color: ${(p) => p.theme.color.solutions};
  }
`;

export const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  ${media.mobile} {
    display: none;
  }
`;

const navItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-height: 2.75rem;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.inkSoft};
  font-weight: ${(p) => p.theme.weight.medium};
  text-decoration: none;
  cursor: pointer;
  ${media.hover} {
    &:hover {
      background: ${(p) => p.theme.color.surfaceAlt};
      color: ${(p) => p.theme.color.ink};
    }
  }
  &[aria-current='page'],
  &[data-current] {
    color: ${(p) => p.theme.color.solutions};
  }
  svg {
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const NavButton = styled.button`
  ${navItem}
`;

export const NavLink = styled(AppLink)`
  ${navItem}
`;

export const MenuToggle = styled.button`
  ${navItem}
  ${media.desktop} {
    display: none;
  }
`;

export const ContactSlot = styled.div`
  margin-left: ${(p) => p.theme.space[2]};
`;
