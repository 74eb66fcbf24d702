import { Link } from 'wouter';
import { industryLinks, navigation, serviceLinks } from '../../content/navigation';
import { paths } from '../../content/paths';
import { ContactButton } from '../../ui/ContactButton';
import { ShellIcon } from '../../ui/ShellIcon';
import { Container } from '../../ui/Container';
import { Bar, BarInner, ContactSlot, DesktopNav, MenuToggle, NavLink } from './Header.styles';
import { Logo } from './Logo';
import { MENU_TOGGLE_ID, MOBILE_MENU_ID } from './ids';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { useCurrentProps } from './useIsCurrent';

export function Header() {
  const current = useCurrentProps();
  return (
    <Bar>
      <Container>
        <BarInner>
          <Logo />
          <DesktopNav aria-label={navigation.header.navLabel}>
            <Link href={paths.about} asChild>
              <NavLink {...current(paths.about)}>{navigation.header.about}</NavLink>
            </Link>
            <NavDropdown group="services" label={navigation.header.services} entries={serviceLinks} />
            <NavDropdown group="industries" label={navigation.header.industries} entries={industryLinks} />
            <Link href={paths.blog} asChild>
              <NavLink {...current(paths.blog)}>{navigation.header.blog}</NavLink>
            </Link>
            <Link href={paths.careers} asChild>
              <NavLink {...current(paths.careers)}>{navigation.header.careers}</NavLink>
            </Link>
            <ContactSlot>
              <ContactButton place="header" size="md">
                {navigation.header.contact}
              </ContactButton>
            </ContactSlot>
          </DesktopNav>
          <MenuToggle
            id={MENU_TOGGLE_ID}
            type="button"
            commandfor={MOBILE_MENU_ID}
            command="show-modal"
            aria-label={navigation.header.openMenu}
          >
            <ShellIcon name="menu" />
          </MenuToggle>
        </BarInner>
      </Container>
      <MobileMenu />
    </Bar>
  );
}
