import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/types';
import { Icon } from './Icon';
import { media } from './theme';

export interface TabDefinition {
  id: string;
  label: string;
  icon?: IconName;
}

/**
 * A segmented control that always fits: one row of equal tabs where there is room, two by two on phones, labels
 * wrapping inside their tab. Every tab stays in sight, so none has to be scrolled to (docs/product.md#tabs).
 */
const List = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[1]};
  padding: ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surfaceAlt};
  ${media.mobile} {
    grid-template-columns: repeat(${(p) => Math.min(p.$count, 2)}, minmax(0, 1fr));
  }
`;

const Tab = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 2.75rem;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  font-weight: ${(p) => p.theme.weight.semibold};
  line-height: ${(p) => p.theme.leading.tight};
  text-align: center;
  cursor: pointer;
  transition:
    background ${(p) => p.theme.motion.base},
    color ${(p) => p.theme.motion.base};
  svg {
    flex: none;
  }
  ${media.hover} {
    &:hover {
      color: ${(p) => p.theme.color.text};
    }
  }
  &[aria-selected='true'] {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.solutions};
    box-shadow: ${(p) => p.theme.shadow.md};
  }
  ${media.mobile} {
    font-size: ${(p) => p.theme.text.sm};
    min-height: 3rem;
  }
`;

const Panel = styled.div`
  margin-top: ${(p) => p.theme.space[10]};
  &:focus-visible {
    outline-offset: 8px;
    border-radius: ${(p) => p.theme.radius.md};
  }
`;

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDefinition[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The content of the selected tab's panel. */
  children: ReactNode;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; one panel shows at a time. */
export function Tabs({ label, tabs, selectedId, onSelect, children }: TabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selectedId);
    const target: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  return (
    <>
      <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} $count={tabs.length}>
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.icon && <Icon name={tab.icon} size={18} />}
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <Panel id={panelId} role="tabpanel" aria-labelledby={tabId(selectedId)} tabIndex={0}>
        {children}
      </Panel>
    </>
  );
}
