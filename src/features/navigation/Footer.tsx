import styled from 'styled-components';
import { company } from '../../content/company';
import { industryLinks, navigation, quickLinks, serviceLinks, type NavLink } from '../../content/navigation';
import { AppLink } from '../../ui/AppLink';
import { ShellIcon } from '../../ui/ShellIcon';
import { Container } from '../../ui/Container';
import { media } from '../../ui/theme';
import { Logo } from './Logo';

const Wrap = styled.footer`
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.textInverseMuted};
  padding-block: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[8]};
  a {
    color: ${(p) => p.theme.color.textInverseMuted};
    text-decoration: none;
    ${media.hover} {
      &:hover {
        color: ${(p) => p.theme.color.textInverse};
        text-decoration: underline;
      }
    }
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(3, 1fr) 1.4fr;
  gap: ${(p) => p.theme.space[8]};
  ${media.mobile} {
    grid-template-columns: 1fr 1fr;
  }
  @media (min-width: 768px) and (max-width: 1099px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const BrandCol = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  align-content: start;
  ${media.mobile} {
    grid-column: 1 / -1;
  }
  > a {
    color: ${(p) => p.theme.color.textInverse};
  }
`;

const Col = styled.div`
  h2 {
    font-size: ${(p) => p.theme.text.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${(p) => p.theme.color.textInverse};
    margin-bottom: ${(p) => p.theme.space[4]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${(p) => p.theme.space[2]};
  }
`;

const ContactCol = styled(Col)`
  ${media.mobile} {
    grid-column: 1 / -1;
  }
  li,
  address {
    display: flex;
    gap: ${(p) => p.theme.space[2]};
    font-style: normal;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/** On phones the quick links run across the footer in one wrapping line, so services and industries share a row. */
const QuickCol = styled(Col)`
  ${media.mobile} {
    grid-column: 1 / -1;
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[6]};
    }
  }
`;

const Disabled = styled.span`
  color: ${(p) => p.theme.color.borderStrong};
  cursor: not-allowed;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]};
  margin-top: ${(p) => p.theme.space[12]};
  padding-top: ${(p) => p.theme.space[6]};
  border-top: 1px solid rgba(148, 163, 184, 0.25);
  font-size: ${(p) => p.theme.text.sm};
`;

function LinkColumn({ heading, entries }: { heading: string; entries: readonly NavLink[] }) {
  return (
    <Col>
      <h2>{heading}</h2>
      <ul>
        {entries.map((e) => (
          <li key={e.href}>
            <AppLink href={e.href}>{e.label}</AppLink>
          </li>
        ))}
      </ul>
    </Col>
  );
}

/** The shared footer (docs/product.md#footer): quick links (three disabled), services, industries, contact, © notice, credit. */
export function Footer() {
  const { contact } = company;
  return (
    <Wrap>
      <Container>
        <Columns>
          <BrandCol>
            <Logo />
            <p>{company.tagline}</p>
          </BrandCol>
          <QuickCol>
            <h2>{navigation.footer.headings.quickLinks}</h2>
            <ul>
              {quickLinks.map((q) => (
                <li key={q.label}>
                  {!q.disabled ? (
                    <AppLink href={q.href}>{q.label}</AppLink>
                  ) : (
                    <Disabled aria-disabled="true">{q.label}</Disabled>
                  )}
                </li>
              ))}
            </ul>
          </QuickCol>
          <LinkColumn heading={navigation.footer.headings.services} entries={serviceLinks} />
          <LinkColumn heading={navigation.footer.headings.industries} entries={industryLinks} />
          <ContactCol>
            <h2>{navigation.footer.headings.contact}</h2>
            <ul>
              <li>
                <ShellIcon name="map-pin" size={18} />
                <address>
                  {contact.address.street}
                  <br />
                  {contact.address.city}, {contact.address.region} {contact.address.postalCode}
                </address>
              </li>
              <li>
                <ShellIcon name="mail" size={18} />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                <ShellIcon name="phone" size={18} />
                <a href={contact.phoneHref}>{contact.phone}</a>
              </li>
              <li>
                <ShellIcon name="link" size={18} />
                <a href={contact.networkUrl} rel="noopener noreferrer">
                  {contact.networkLabel}
                </a>
              </li>
            </ul>
          </ContactCol>
        </Columns>
        <Bottom>
          <p>
            © {company.copyrightYear} {company.name}. {navigation.footer.rights}
          </p>
          <p>
            <a href={company.designCredit.href} rel="noopener noreferrer">
              {company.designCredit.label}
            </a>
          </p>
        </Bottom>
      </Container>
    </Wrap>
  );
}
