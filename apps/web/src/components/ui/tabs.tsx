import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
  /** The panel is rendered only once its tab has been chosen (e.g. a form whose code loads lazily). */
  lazy?: boolean;
}

interface TabsProps {
  label: string;
  items: TabItem[];
  /** The tab chosen at first (e.g. the one whose form Back returns to); by default the first. */
  initialId?: string;
  /** Shown after the tab list in the same row, e.g. a link styled like a tab. */
  after?: ReactNode;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function Tabs({ label, items, initialId, after }: TabsProps) {
  const baseId = useId();
  const [activeId, setActive] = useState(
    () => items.find((item) => item.id === initialId)?.id ?? items[0]?.id,
  );
  const [opened, setOpened] = useState<ReadonlySet<string | undefined>>(() => new Set([activeId]));

  function setActiveId(id: string) {
    setActive(id);
    setOpened((current) => (current.has(id) ? current : new Set([...current, id])));
  }
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const current = items.findIndex((item) => item.id === activeId);
    const next = items[move(Math.max(current, 0), items.length)];
    if (!next) return;
    setActiveId(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs-bar">
        <div role="tablist" aria-label={label} className="tabs-list" onKeyDown={handleKeyDown}>
          {items.map((item) => {
            const selected = item.id === activeId;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${item.id}`}
                tabIndex={selected ? 0 : -1}
                className="tabs-tab"
                onClick={() => setActiveId(item.id)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {after}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== activeId}
          className="tabs-panel"
        >
          {!item.lazy || opened.has(item.id) ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
