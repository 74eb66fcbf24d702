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

export function Header() {
  return (
    <Bar>
      <Container>
        <BarInner>
          <Logo />
          <DesktopNav aria-label={navigation.header.navLabel}>
            <NavLink href={paths.about} markCurrent>
              {navigation.header.about}
            </NavLink>
            <NavDropdown group="services" label={navigation.header.services} entries={serviceLinks} />
            <NavDropdown group="industries" label={navigation.header.industries} entries={industryLinks} />
            <NavLink href={paths.blog} markCurrent>
              {navigation.header.blog}
            </NavLink>
            <NavLink href={paths.careers} markCurrent>
              {navigation.header.careers}
            </NavLink>
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
