import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/homeHero';
import { media } from '../../ui/theme';
import { useHero, type HeroTab } from '../../store/hero';

const List = styled.div`
  display: none;
  ${media.mobile} {
    position: relative;
    z-index: ${(p) => p.theme.z.raised};
    display: flex;
    gap: ${(p) => p.theme.space[1]};
    width: 100%;
    margin-bottom: ${(p) => p.theme.space[6]};
    padding: ${(p) => p.theme.space[1]};
    border-radius: ${(p) => p.theme.radius.pill};
    background: rgba(15, 23, 42, 0.7);
    border: 1px solid rgba(148, 163, 184, 0.18);
  }
`;

const Tab = styled.button<{ $side: HeroTab }>`
  flex: 1;
  min-height: 2.75rem;
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  color: ${(p) => p.theme.color.textInverseMuted};
  font-weight: ${(p) => p.theme.weight.semibold};
  cursor: pointer;
  &[aria-selected='true'] {
    color: #ffffff;
    background: ${(p) => (p.$side === 'solutions' ? p.theme.color.solutions : p.theme.color.talent)};
    box-shadow: 0 6px 20px
      ${(p) => (p.$side === 'solutions' ? 'rgba(37, 99, 235, 0.4)' : 'rgba(13, 148, 136, 0.4)')};
  }
`;

const TABS: readonly HeroTab[] = ['solutions', 'talent'];
export const heroTabId = (tab: HeroTab) => `hero-tab-${tab}`;
export const heroPanelId = (tab: HeroTab) => `hero-panel-${tab}`;

/** The mobile Solutions / Talent tabs (WAI-ARIA tabs, automatic activation). Hidden at desktop widths. */
interface HeroTabsProps {
  /** A tab the visitor reaches for: pressed or focused, before its click. */
  onReach?: (tab: HeroTab) => void;
}

export function HeroTabs({ onReach }: HeroTabsProps) {
  const active = useHero((s) => s.mobileTab);
  const setTab = useHero((s) => s.setMobileTab);
  const refs = useRef<Partial<Record<HeroTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const i = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={`${hero.tabs.solutions} / ${hero.tabs.talent}`} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <Tab
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          id={heroTabId(tab)}
          type="button"
          role="tab"
          $side={tab}
          aria-selected={active === tab}
          aria-controls={heroPanelId(tab)}
          tabIndex={active === tab ? 0 : -1}
          onClick={() => setTab(tab)}
          onPointerDown={onReach && (() => onReach(tab))}
          onFocus={onReach && (() => onReach(tab))}
        >
          {hero.tabs[tab]}
        </Tab>
      ))}
    </List>
  );
}
