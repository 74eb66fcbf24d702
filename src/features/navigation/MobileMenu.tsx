import { useId } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { industryLinks, navigation, quickLinks, serviceLinks, type NavLink } from '../../content/navigation';
import { paths } from '../../content/paths';
import { uiCopy } from '../../content/uiCopy';
import { useContactDialog } from '../../store/contactDialog';
import { useMenu, type MenuGroup } from '../../store/menu';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ModalSurface } from '../../ui/ModalSurface';
import { MENU_TOGGLE_ID } from './ids';
import { useCurrentProps } from './useIsCurrent';

/** SPEC.md §9: 20rem wide, at most 85 % of the viewport. */
const Panel = styled(ModalSurface)`
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

const Item = styled.a`
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
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.color.solutions};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space[2]};
  padding: 0 0 0 ${(p) => p.theme.space[3]};
  border-left: 2px solid ${(p) => p.theme.color.surfaceSunken};
  margin-left: ${(p) => p.theme.space[3]};
  &[hidden] {
    display: none;
  }
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

function Group({ group, label, entries }: { group: MenuGroup; label: string; entries: readonly NavLink[] }) {
  const expanded = useMenu((s) => s.expanded[group]);
  const toggleGroup = useMenu((s) => s.toggleGroup);
  const setMobileOpen = useMenu((s) => s.setMobileOpen);
  const current = useCurrentProps();
  const listId = useId();
  return (
    <>
      <Item
        as="button"
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => toggleGroup(group)}
      >
        {label}
        <Icon name="chevron-down" size={20} />
      </Item>
      <SubList id={listId} hidden={!expanded}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} onClick={() => setMobileOpen(false)} {...current(entry.href)}>
              {entry.label}
            </Link>
          </li>
        ))}
      </SubList>
    </>
  );
}

/** The slide-in menu under 768 px: a modal panel with collapsible groups, closed by its button, Escape or the backdrop. */
export default function MobileMenu() {
  const open = useMenu((s) => s.mobileOpen);
  const setMobileOpen = useMenu((s) => s.setMobileOpen);
  const openDialog = useContactDialog((s) => s.openDialog);
  const current = useCurrentProps();
  const close = () => setMobileOpen(false);
  const link = (path: string, label: string) => (
    <Link href={path} asChild>
      <Item onClick={close} {...current(path)}>
        {label}
      </Item>
    </Link>
  );

  return (
    <Panel open={open} onClose={close} label={navigation.header.mobileMenuLabel}>
      <Inner>
        <Top>
          <CloseButton type="button" onClick={close}>
            <Icon name="close" size={20} />
            {navigation.header.closeMenu}
          </CloseButton>
        </Top>
        <nav aria-label={uiCopy.mobileNav}>
          {link(paths.home, quickLinks[0]?.label ?? '')}
          {link(paths.about, navigation.header.about)}
          <Group group="services" label={navigation.header.services} entries={serviceLinks} />
          <Group group="industries" label={navigation.header.industries} entries={industryLinks} />
          {link(paths.blog, navigation.header.blog)}
          {link(paths.careers, navigation.header.careers)}
        </nav>
        <ContactRow>
          <Button
            $size="lg"
            onClick={() => {
              close();
              openDialog(null, document.getElementById(MENU_TOGGLE_ID));
            }}
          >
            {navigation.header.contact}
          </Button>
        </ContactRow>
      </Inner>
    </Panel>
  );
}
