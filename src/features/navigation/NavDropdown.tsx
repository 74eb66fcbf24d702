import { useId, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { NavLink } from '../../content/navigation';
import { AppLink } from '../../ui/AppLink';
import { closeWithPageSwap } from '../../ui/closeWithPageSwap';
import { ShellIcon } from '../../ui/ShellIcon';
import { NavButton } from './Header.styles';
import { useCurrentGroupProps } from './useIsCurrent';
import { media } from '../../ui/theme';

/**
 * Under its button (CSS anchor positioning: a popover lives in the top layer, outside the header's layout), or where
 * the inline fallback says in a browser without anchor positioning.
 */
/** A link under a hovering pointer or the keyboard's focus. */
const highlighted = css`
  background: ${(p) => p.theme.color.solutionsSoft};
  color: ${(p) => p.theme.color.solutionsStrong};
`;

const Panel = styled.ul<{ $anchor: string }>`
  position-anchor: ${(p) => p.$anchor};
  inset: auto;
  top: anchor(bottom);
  left: anchor(center);
  translate: -50% 0;
  min-width: 15rem;
  margin: ${(p) => p.theme.space[2]} 0 0;
  padding: ${(p) => p.theme.space[2]};
  list-style: none;
  color: ${(p) => p.theme.color.text};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.lg};
  /* Without anchor positioning, the page's inline fallback writes the button's box (src/boot/platformFallbacks.ts). */
  @supports not (anchor-name: --nav) {
    top: var(--anchor-bottom, ${(p) => p.theme.layout.headerHeight});
    left: var(--anchor-center, 50%);
  }
  a {
    display: block;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
    font-weight: ${(p) => p.theme.weight.medium};
    &:focus-visible {
      ${highlighted}
    }
    ${media.hover} {
      &:hover {
        ${highlighted}
      }
    }
    &[aria-current='page'] {
      color: ${(p) => p.theme.color.solutions};
    }
  }
`;

const Toggle = styled(NavButton)<{ $anchor: string }>`
  anchor-name: ${(p) => p.$anchor};
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`;

/** The menu's button: the one part of the menu that re-renders when its group stops or starts being current. */
function MenuButton({ paths, ...props }: ComponentProps<typeof Toggle> & { paths: readonly string[] }) {
  return <Toggle {...props} {...useCurrentGroupProps(paths)} />;
}

interface NavDropdownProps {
  /** Names the CSS anchor that places the list under its button (unique per dropdown). */
  group: string;
  label: string;
  entries: readonly NavLink[];
}

/**
 * A menu of links (WAI-ARIA disclosure navigation) built on the `popover` attribute: the browser opens and closes it,
 * exposes its expanded state, closes it on Escape or a click outside and keeps one open at a time, from the first
 * paint and without script. The app adds the arrow keys (ArrowDown/ArrowUp open and move, Home/End) and closes it
 * when a link navigates in place.
 */
export function NavDropdown({ group, label, entries }: NavDropdownProps) {
  const listId = useId();
  const anchor = `--nav-${group}`;
  const panel = useRef<HTMLUListElement>(null);

  const focusLink = (index: number) => {
    const links = [...(panel.current?.querySelectorAll('a') ?? [])];
    links.at(index % links.length)?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!panel.current?.matches(':popover-open')) panel.current?.showPopover();
    focusLink(event.key === 'ArrowDown' ? 0 : -1);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const links = [...(panel.current?.querySelectorAll('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusLink(move);
  };

  return (
    <div>
      <MenuButton
        type="button"
        popoverTarget={listId}
        $anchor={anchor}
        data-replay="keys"
        onKeyDown={onButtonKeyDown}
        paths={entries.map((e) => e.href)}
      >
        {label}
        <ShellIcon name="chevron-down" size={16} />
      </MenuButton>
      <Panel ref={panel} id={listId} popover="auto" $anchor={anchor} onKeyDown={onListKeyDown}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <AppLink
              href={entry.href}
              onClick={() => closeWithPageSwap(() => panel.current?.hidePopover())}
              markCurrent
            >
              {entry.label}
            </AppLink>
          </li>
        ))}
      </Panel>
    </div>
  );
}
