import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { NavLink } from '../../content/navigation';
import { useMenu, type MenuGroup } from '../../store/menu';
import { ShellIcon } from '../../ui/ShellIcon';
import { NavButton } from './Header.styles';
import { useCurrentProps } from './useIsCurrent';

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${(p) => p.theme.space[2]});
  left: 50%;
  transform: translateX(-50%);
  min-width: 15rem;
  margin: 0;
  padding: ${(p) => p.theme.space[2]};
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.lg};
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
    font-weight: ${(p) => p.theme.weight.medium};
    &:hover,
    &:focus-visible {
      background: ${(p) => p.theme.color.solutionsSoft};
      color: ${(p) => p.theme.color.solutionsStrong};
    }
    &[aria-current='page'] {
      color: ${(p) => p.theme.color.solutions};
    }
  }
`;

const Wrap = styled.div`
  position: relative;
`;

interface NavDropdownProps {
  /** Which store group this dropdown is. */
  group: MenuGroup;
  label: string;
  entries: readonly NavLink[];
}

/** A disclosure menu of links (WAI-ARIA disclosure navigation): Enter/Space/ArrowDown open, arrows move, Escape closes. */
export function NavDropdown({ group, label, entries }: NavDropdownProps) {
  const open = useMenu((s) => s.dropdown === group);
  const setDropdown = useMenu((s) => s.setDropdown);
  const current = useCurrentProps();
  const listId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const links = () => [...(wrap.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setDropdown(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setDropdown]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Render the list now: a hidden link cannot take focus.
      flushSync(() => setDropdown(group));
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      setDropdown(null);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDropdown(null);
      button.current?.focus();
    }
  };

  return (
    <Wrap
      ref={wrap}
      onBlur={(event) => {
        if (open && !wrap.current?.contains(event.relatedTarget as Node | null)) setDropdown(null);
      }}
    >
      <NavButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setDropdown(open ? null : group)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ShellIcon name="chevron-down" size={16} />
      </NavButton>
      {/* The list only handles arrow keys that move between its links. */}
      <Panel id={listId} hidden={!open} onKeyDown={onListKeyDown}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} onClick={() => setDropdown(null)} {...current(entry.href)}>
              {entry.label}
            </Link>
          </li>
        ))}
      </Panel>
    </Wrap>
  );
}
