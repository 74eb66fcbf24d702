import { whereWeExcel } from '../../content/home';
import { sectionHref, servicePaths } from '../../content/paths';
import { serviceSummaries } from '../../content/services/summaries';
import { uiCopy } from '../../content/uiCopy';
import { wheelItems } from '../../content/wheel';
import { useWheel } from '../../store/wheel';
import { ButtonLink } from '../../ui/Button';
import { ContactButton } from '../../ui/ContactButton';
import { Icon } from '../../ui/Icon';
import { IconTile } from '../../ui/layout';
import { noLoneWord } from '../../ui/noLoneWord';
import { Actions, Panel, PanelBody, PanelText, PanelTitle, SubCard, SubList } from './ServiceWheel.styles';

interface WheelPanelProps {
  /** Id the segment buttons point at with aria-controls. */
  id: string;
}

/** The selected service: what it is, where to read more, who to talk to, and its four offers (docs/decisions/0003-wheel-sub-cards-open-service-tabs.md, docs/decisions/0008-wheel-learn-more-and-talk-to-an-expert.md). */
export function WheelPanel({ id }: WheelPanelProps) {
  const selected = useWheel((s) => s.selected);
  const item = wheelItems.find((i) => i.id === selected) ?? wheelItems[0];
  if (!item) return null;
  const titleId = `${id}-title`;

  return (
    <Panel id={id} role="region" aria-labelledby={titleId}>
      <PanelBody key={item.id}>
        <PanelTitle>
          <IconTile>
            <Icon name={item.icon} />
          </IconTile>
          <h3 id={titleId}>{noLoneWord(item.title)}</h3>
        </PanelTitle>
        <PanelText>{noLoneWord(item.description)}</PanelText>
        <Actions>
          <ButtonLink href={servicePaths[item.service]}>
            {whereWeExcel.learnMore}
            <span className="visually-hidden">{whereWeExcel.learnMoreTopic(item.title)}</span>
            <Icon name="arrow-right" size={18} />
          </ButtonLink>
          <ContactButton
            place="home-wheel"
            variant="secondary"
            size="md"
            interest={serviceSummaries[item.service].interest}
          >
            {whereWeExcel.talkToExpert}
          </ContactButton>
        </Actions>
        <SubList aria-label={uiCopy.offersLabel(item.title)}>
          {item.subServices.map((sub) => (
            <li key={sub.section}>
              <SubCard href={sectionHref(servicePaths[item.service], sub.section)}>
                <IconTile>
                  <Icon name={sub.icon} size={22} />
                </IconTile>
                <h4>{noLoneWord(sub.title)}</h4>
                <p>{noLoneWord(sub.description)}</p>
              </SubCard>
            </li>
          ))}
        </SubList>
      </PanelBody>
    </Panel>
  );
}
