import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/types';
import { Icon } from './Icon';

export interface TabDefinition {
  id: string;
  label: string;
  icon?: IconName;
}

const List = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.surfaceAlt};
  overflow-x: auto;
  scrollbar-width: none;
  width: max-content;
  max-width: 100%;
  margin-inline: auto;
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${(p) => p.theme.space[5]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  font-weight: ${(p) => p.theme.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${(p) => p.theme.motion.base},
    color ${(p) => p.theme.motion.base};
  &:hover {
    color: ${(p) => p.theme.color.text};
  }
  &[aria-selected='true'] {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.solutions};
    box-shadow: ${(p) => p.theme.shadow.md};
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
      <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
