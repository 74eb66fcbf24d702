import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { industryLinks, navigation, quickLinks, serviceLinks, type NavLink } from '../../content/navigation';
import { paths } from '../../content/paths';
import { uiCopy } from '../../content/uiCopy';
import { AppLink } from '../../ui/AppLink';
import { closeWithPageSwap } from '../../ui/closeWithPageSwap';
import { ContactButton } from '../../ui/ContactButton';
import { Icon } from '../../ui/Icon';
import { useContactDialog } from '../../store/contactDialog';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { MOBILE_MENU_ID } from './ids';
import { useCurrentGroupProps } from './useIsCurrent';
import { media } from '../../ui/theme';

/** docs/product.md#mobile-menu: 20rem wide, at most 85 % of the viewport. */
const Panel = styled.dialog`
  margin: 0 0 0 auto;
  width: min(20rem, 85vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  padding: 0;
  border: 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: ${(p) => p.theme.shadow.lg};
  overflow-y: auto;
  &::backdrop {
    background: ${(p) => p.theme.color.backdrop};
  }
  &[open] {
    animation: menu-in ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease};
  }
  @keyframes menu-in {
    from {
      transform: translateX(100%);
    }
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  padding: ${(p) => p.theme.space[4]};
  min-height: 100%;
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${(p) => p.theme.space[2]};
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 3rem;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.weight.semibold};
  font-size: ${(p) => p.theme.text.lg};
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  ${media.hover} {
    &:hover {
      background: ${(p) => p.theme.color.surfaceAlt};
    }
  }
  &[aria-current='page'],
  &[data-current] {
    color: ${(p) => p.theme.color.solutions};
  }
`;

const Item = styled(AppLink)`
  ${itemStyle}
`;

/** A collapsible group: a native `<details>`, so it opens before the app runs and without it. */
const GroupToggle = styled.summary`
  ${itemStyle}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space[2]};
  padding: 0 0 0 ${(p) => p.theme.space[3]};
  border-left: 2px solid ${(p) => p.theme.color.surfaceSunken};
  margin-left: ${(p) => p.theme.space[3]};
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${(p) => p.theme.space[3]};
    color: ${(p) => p.theme.color.textMuted};
    text-decoration: none;
    font-weight: ${(p) => p.theme.weight.medium};
    &[aria-current='page'] {
      color: ${(p) => p.theme.color.solutions};
    }
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceAlt};
  cursor: pointer;
`;

const ContactRow = styled.div`
  margin-top: auto;
  padding-top: ${(p) => p.theme.space[6]};
  button {
    width: 100%;
  }
`;

interface GroupProps {
  label: string;
  entries: readonly NavLink[];
  /** Closes the menu when a link navigates in place. */
  onNavigate: () => void;
}

/** A group's summary: the one part of the group that re-renders when it stops or starts being current. */
function GroupSummary({ entries, children }: { entries: readonly NavLink[]; children: ReactNode }) {
  return <GroupToggle {...useCurrentGroupProps(entries.map((e) => e.href))}>{children}</GroupToggle>;
}

function Group({ label, entries, onNavigate }: GroupProps) {
  return (
    <details>
      <GroupSummary entries={entries}>
        {label}
        <Icon name="chevron-down" size={20} />
      </GroupSummary>
      <SubList>
        {entries.map((entry) => (
          <li key={entry.href}>
            <AppLink href={entry.href} onClick={onNavigate} markCurrent>
              {entry.label}
            </AppLink>
          </li>
        ))}
      </SubList>
    </details>
  );
}

/**
 * The slide-in menu under 768 px: a native modal `<dialog>` that Open Menu and Close Menu command (Invoker
 * Commands), with `<details>` groups. The browser opens it, traps focus, closes it on Escape or a click on the
 * backdrop (`closedby="any"`) and returns focus to Open Menu, from the first paint and without script (where the
 * browser lacks Invoker Commands or `closedby`, the page's inline fallbacks do it: src/boot/platformFallbacks.ts).
 * The app closes it when a link navigates in place, and keeps Tab inside it while it is open.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Open or closed is the browser's (the menu may have opened before the app ran): the app only follows it.
  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    const follow = () => setOpen(panel.open);
    follow();
    panel.addEventListener('toggle', follow);
    return () => panel.removeEventListener('toggle', follow);
  }, []);
  // A modal <dialog> lets Tab leave for the browser's own controls; the menu keeps it cycling inside (APG).
  useFocusTrap(dialog, open);
  // A lead sent from the contact dialog opened over the menu: the visitor is done here, so the menu closes too, and
  // the toast that follows is not covered.
  useEffect(
    () =>
      useContactDialog.subscribe((s, prev) => {
        if (s.sent !== prev.sent) dialog.current?.close();
      }),
    [],
  );
  const close = () => closeWithPageSwap(() => dialog.current?.close());
  const link = (path: string, label: string) => (
    <Item href={path} onClick={close} markCurrent>
      {label}
    </Item>
  );

  return (
    <Panel ref={dialog} id={MOBILE_MENU_ID} closedby="any" aria-label={navigation.header.mobileMenuLabel}>
      <Inner>
        <Top>
          <CloseButton type="button" commandfor={MOBILE_MENU_ID} command="close">
            <Icon name="close" size={20} />
            {navigation.header.closeMenu}
          </CloseButton>
        </Top>
        <nav aria-label={uiCopy.mobileNav}>
          {link(paths.home, quickLinks[0]?.label ?? '')}
          {link(paths.about, navigation.header.about)}
          <Group label={navigation.header.services} entries={serviceLinks} onNavigate={close} />
          <Group label={navigation.header.industries} entries={industryLinks} onNavigate={close} />
          {link(paths.blog, navigation.header.blog)}
          {link(paths.careers, navigation.header.careers)}
        </nav>
        <ContactRow>
          <ContactButton place="mobile-menu">{navigation.header.contact}</ContactButton>
        </ContactRow>
      </Inner>
    </Panel>
  );
}
