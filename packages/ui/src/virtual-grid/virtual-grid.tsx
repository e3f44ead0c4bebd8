import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { classNames } from '../class-names';

export interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  /** One cell; `width` is the cell's width in CSS pixels (size images to their slot with it). */
  renderItem: (item: T, index: number, width: number) => ReactNode;
  /** Narrowest a column may be (CSS px): as many columns as fit. */
  minItemWidth: number;
  /** Space between columns and between rows (CSS px). */
  gap: number;
  /** A cell's height for its width (e.g. a 2:3 poster: width * 1.5); every row has this height. */
  rowHeight: (itemWidth: number) => number;
  /** Rows rendered above and below the visible ones. */
  overscanRows?: number;
  /** Names the list (e.g. "Discover results"). */
  label?: string;
  /** The items in the viewport changed (indexes of the first and last visible item): grow or load more from here. */
  onRangeChange?: (range: { first: number; last: number }) => void;
  className?: string;
  /**
   * Where the grid has no width to measure: this many first cells, laid out by the stylesheet as the measured grid
   * lays them out (the same columns for the same width). On a server, so the page shows them before any script runs;
   * and while it is hidden (it measures 0), so they are in place the moment it shows. 0 (the default): on a server
   * nothing, and a hidden grid falls back to its narrowest columns. The browser's first render has no cells (the grid
   * measures first, docs/decisions/0158) unless `startBeforeMeasure`.
   */
  cellsBeforeMeasure?: number;
  /**
   * The browser's first render lays out `cellsBeforeMeasure` cells by the stylesheet too, as the server did: for an app
   * rendering its page behind the server's (hidden, so it has no width to measure). A grid that then measures 0 keeps
   * that render; one that measures a width re-renders for it (docs/decisions/0161).
   */
  startBeforeMeasure?: boolean;
  /** Below the phone breakpoint, the narrowest column and the gap of the stylesheet's cells (default: the props'). */
  phoneLayout?: { minItemWidth: number; gap: number };
}

export interface GridLayout {
  columns: number;
  itemWidth: number;
}

/** Columns that fit a width, and each one's width. */
export function gridLayout(width: number, minItemWidth: number, gap: number): GridLayout {
  const columns = Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
  return { columns, itemWidth: Math.max(0, (width - gap * (columns - 1)) / columns) };
}

/** Rows to render for a grid whose top is `top` px from the viewport's top (negative once scrolled past). */
export function visibleRows(top: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number) {
  if (rowCount === 0 || rowHeight <= 0) return { firstRow: 0, lastRow: -1, firstVisible: 0, lastVisible: -1 };
  const clamp = (row: number) => Math.max(0, Math.min(rowCount - 1, row));
  const firstVisible = Math.floor(Math.max(0, -top) / rowHeight);
  const lastVisible = Math.floor(Math.max(0, viewportHeight - top - 1) / rowHeight);
  return {
    firstRow: clamp(firstVisible - overscan),
    lastRow: clamp(lastVisible + overscan),
    firstVisible: clamp(firstVisible),
    lastVisible: clamp(lastVisible),
  };
}

/**
 * A grid of equal cells that renders only the rows in and near the viewport, so a list of thousands stays smooth
 * (001 §2 discover). The page scrolls (the window, not an inner box), cells keep their reading order in a list, and
 * each item says its position and the total (aria-posinset/setsize) since most are not in the document.
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  minItemWidth,
  gap,
  rowHeight: rowHeightOf,
  overscanRows = 2,
  label,
  onRangeChange,
  className,
  cellsBeforeMeasure = 0,
  startBeforeMeasure = false,
  phoneLayout,
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // The list's width, its place and the viewport's height, measured once it is in the document (width null until
  // then). Its first render has no cells: cells laid out for a guessed width were rendered, laid out and then replaced
  // in the same frame (on a phone, a grid of one column, then three), and the measure had to lay them out first. Nor
  // does it read the viewport: innerHeight lays out the page when its layout is out of date (on a phone 20 ms).
  const [width, setWidth] = useState<number | null>(null);
  const [top, setTop] = useState(0);
  const [viewport, setViewport] = useState(0);

  // Laid out by the stylesheet instead (when asked to): on a server, which has no layout to measure, and while the
  // grid is hidden (measured 0: a page the app takes over behind a pre-rendered one, whose width shows at the swap).
  const onServer = useSyncExternalStore(noSubscription, () => false, () => true);
  const byStylesheet = cellsBeforeMeasure > 0 && (onServer || width === 0 || (width === null && startBeforeMeasure));
  // A hidden grid whose first render is already the stylesheet's is not rendered again for its 0: that render, in the
  // commit's layout effects, would be synchronous (the whole first screen of cells in one long task).
  const keepsFirstRender = useRef(byStylesheet);
  const { columns, itemWidth } = gridLayout(width || minItemWidth, minItemWidth, gap);
  const measured = width !== null && !byStylesheet;
  // Not rounded: the cells the stylesheet lays out (aspect-ratio) have this very height.
  const cellHeight = rowHeightOf(itemWidth);
  const rowHeight = cellHeight + gap;
  const rowCount = Math.ceil(items.length / columns);
  const { firstRow, lastRow, firstVisible, lastVisible } = visibleRows(top, viewport, rowHeight, rowCount, overscanRows);
  const first = firstRow * columns;
  const last = Math.min(items.length - 1, (lastRow + 1) * columns - 1);
  const seenFirst = firstVisible * columns;
  const seenLast = Math.min(items.length - 1, (lastVisible + 1) * columns - 1);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const measuredWidth = list.clientWidth;
    if (measuredWidth === 0 && keepsFirstRender.current) return;
    keepsFirstRender.current = false;
    setWidth(measuredWidth);
    setTop(list.getBoundingClientRect().top);
    setViewport(window.innerHeight);
  }, []);

  useLayoutEffect(measure, [measure, items.length, columns]);
  useEffect(() => {
    let frame = 0;
    // One measurement per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), measure()));
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (listRef.current) observer?.observe(listRef.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    if (measured && seenLast >= seenFirst) onRangeChange?.({ first: seenFirst, last: seenLast });
  }, [measured, seenFirst, seenLast, onRangeChange]);

  const cells = [];
  const [from, to] = byStylesheet ? [0, Math.min(items.length, cellsBeforeMeasure) - 1] : [first, measured ? last : -1];
  for (let index = from; index <= to; index++) {
    const item = items[index];
    cells.push(
      <li
        key={itemKey(item, index)}
        className="ui-virtual-grid__item"
        aria-posinset={index + 1}
        aria-setsize={items.length}
      >
        {renderItem(item, index, byStylesheet ? minItemWidth : itemWidth)}
      </li>,
    );
  }
  const totalHeight = Math.max(0, rowCount * rowHeight - gap);
  // The same list element either way: its resize observer sees the hidden grid's width arrive.
  return (
    <ul
      ref={listRef}
      className={classNames('ui-virtual-grid', byStylesheet && 'ui-virtual-grid--before-measure', className)}
      aria-label={label}
      data-columns={byStylesheet ? undefined : columns}
      style={
        byStylesheet
          ? stylesheetLayout({ minItemWidth, gap }, phoneLayout, rowHeightOf(100) / 100)
          : {
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gridAutoRows: `${cellHeight}px`,
              gap: `${gap}px`,
              height: `${totalHeight}px`,
              paddingTop: `${firstRow * rowHeight}px`,
            }
      }
    >
      {cells}
    </ul>
  );
}

const noSubscription = () => () => undefined;

/**
 * The inline part of the stylesheet's layout (virtual-grid.css): as many columns of at least the narrowest width as
 * fit, the gap, and the cells' width over height (`ratio`: height over width), for a phone too when it differs.
 */
function stylesheetLayout(layout: { minItemWidth: number; gap: number }, phone: VirtualGridProps<unknown>['phoneLayout'], ratio: number): CSSProperties {
  const style: Record<string, string> = {
    '--ui-virtual-grid-min': `${layout.minItemWidth}px`,
    '--ui-virtual-grid-gap': `${layout.gap}px`,
    '--ui-virtual-grid-ratio': `${1 / ratio}`,
  };
  if (phone) {
    style['--ui-virtual-grid-phone-min'] = `${phone.minItemWidth}px`;
    style['--ui-virtual-grid-phone-gap'] = `${phone.gap}px`;
  }
  return style as CSSProperties;
}
