import styled from 'styled-components';
import type { ServiceCard } from '../../content/types';
import { uiCopy } from '../../content/uiCopy';
import { Icon } from '../../ui/Icon';
import { Card, CheckList, H3, IconTile } from '../../ui/layout';
import { noLoneWord } from '../../ui/noLoneWord';

const Terms = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space[3]};
  margin: auto 0 0;
  padding-top: ${(p) => p.theme.space[4]};
  border-top: 1px solid ${(p) => p.theme.color.surfaceSunken};
  dt {
    font-size: ${(p) => p.theme.text.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.weight.semibold};
  }
`;

const Description = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

/** One offer: icon, title, description, features and, when priced, Investment and Timeline. */
export function ServiceCardView({ card }: { card: ServiceCard }) {
  return (
    <Card>
      <IconTile>
        <Icon name={card.icon} />
      </IconTile>
      <H3 as="h4">{noLoneWord(card.title)}</H3>
      <Description>{noLoneWord(card.description)}</Description>
      <CheckList>
        {card.features.map((f) => (
          <li key={f}>
            <Icon name="check" size={18} />
            {f}
          </li>
        ))}
      </CheckList>
      {(card.priceRange || card.deliveryTime) && (
        <Terms>
          {card.priceRange && (
            <div>
              <dt>{uiCopy.investment}</dt>
              <dd>{card.priceRange}</dd>
            </div>
          )}
          {card.deliveryTime && (
            <div>
              <dt>{uiCopy.timeline}</dt>
              <dd>{card.deliveryTime}</dd>
            </div>
          )}
        </Terms>
      )}
    </Card>
  );
}
